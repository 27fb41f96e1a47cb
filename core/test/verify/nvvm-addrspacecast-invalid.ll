; ERROR: 7:13: address space 2 is not a valid NVVM address space
; ERROR: 8:8: Invalid source address space
; ERROR: 9:8: Invalid target address space
; Seed 004: "Invalid source address space" / "Invalid target address space".
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(2) %a, ptr %b) {
  %x = addrspacecast ptr addrspace(2) %a to ptr
  %y = addrspacecast ptr %b to ptr addrspace(25)
  ret void
}
