; ERROR: 7:1: Cannot cast non-generic pointer to different non-generic pointer
; ERROR: 11:3: Cannot cast non-generic pointer to different non-generic pointer
; Seed 004's addrspacecast rule applies to constant expressions too.
target triple = "nvptx64-nvidia-cuda"

@s = addrspace(3) global i32 0
@bad = global ptr addrspace(1) addrspacecast (ptr addrspace(3) @s to ptr addrspace(1))
@good = global ptr addrspacecast (ptr addrspace(3) @s to ptr)

define ptr addrspace(1) @f() {
  ret ptr addrspace(1) addrspacecast (ptr addrspace(3) @s to ptr addrspace(1))
}
