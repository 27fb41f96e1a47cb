; ERROR: 7:8: cmpxchg on 'i16' is not supported in NVVM IR (i32, i64 or i128 operands)
; ERROR: 8:8: cmpxchg on 'i8' is not supported in NVVM IR (i32, i64 or i128 operands)
; Specification 8.6.5 and seed 004: cmpxchg on i32, i64 or i128 only.
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(1) %p) {
  %a = cmpxchg ptr addrspace(1) %p, i16 0, i16 1 monotonic monotonic
  %b = cmpxchg ptr addrspace(1) %p, i8 0, i8 1 monotonic monotonic
  %c = cmpxchg ptr addrspace(1) %p, i128 0, i128 1 monotonic monotonic
  %d = cmpxchg ptr addrspace(1) %p, ptr null, ptr null monotonic monotonic
  ret void
}
