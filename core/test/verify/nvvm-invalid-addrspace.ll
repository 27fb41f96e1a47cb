; ERROR: 7:13: address space 2 is not a valid NVVM address space
; ERROR: 11:13: address space 53 is not a valid NVVM address space
; ERROR: 21:8: address space 9 is not a valid NVVM address space
; Specification 10.1: address space 2 and those above 101 are reserved; seed 004 adds 6, 7, 101.
target triple = "nvptx64-nvidia-cuda"

define void @reserved(ptr addrspace(2) %p) {
  ret void
}

define void @internal(ptr addrspace(53) %p) {
  ret void
}

define void @fine(ptr addrspace(5) %l, ptr addrspace(6) %t, ptr addrspace(7) %c, ptr addrspace(101) %k) {
  %g = getelementptr i8, ptr addrspace(7) %c, i64 4
  ret void
}

define void @value() {
  %q = inttoptr i64 0 to ptr addrspace(9)
  ret void
}
