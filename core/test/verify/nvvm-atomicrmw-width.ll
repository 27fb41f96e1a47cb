; ERROR: 8:8: atomicrmw on 'i16' is not supported in NVVM IR (32-bit or 64-bit operands)
; ERROR: 9:8: atomicrmw on 'i8' is not supported in NVVM IR (32-bit or 64-bit operands)
; ERROR: 10:8: atomicrmw on 'half' is not supported in NVVM IR (32-bit or 64-bit operands)
; Specification 3.16 and 8.6.6: atomic operations work on 32-bit and 64-bit operands only.
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(1) %p, half %h) {
  %a = atomicrmw add ptr addrspace(1) %p, i16 1 monotonic
  %b = atomicrmw xchg ptr addrspace(1) %p, i8 1 monotonic
  %c = atomicrmw fadd ptr addrspace(1) %p, half %h monotonic
  %d = atomicrmw fadd ptr addrspace(1) %p, float 1.0 monotonic
  %e = atomicrmw add ptr addrspace(1) %p, i64 1 monotonic
  %f = atomicrmw xchg ptr addrspace(1) %p, ptr null monotonic
  ret void
}
