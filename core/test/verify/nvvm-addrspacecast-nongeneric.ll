; ERROR: 6:8: Cannot cast non-generic pointer to different non-generic pointer
; Seed 004: addrspacecast must go through the generic space.
target triple = "nvptx64-nvidia-cuda"

define ptr addrspace(1) @f(ptr addrspace(3) %s) {
  %g = addrspacecast ptr addrspace(3) %s to ptr addrspace(1)
  ret ptr addrspace(1) %g
}

define ptr addrspace(1) @fine(ptr addrspace(3) %s) {
  %p = addrspacecast ptr addrspace(3) %s to ptr
  %g = addrspacecast ptr %p to ptr addrspace(1)
  ret ptr addrspace(1) %g
}
