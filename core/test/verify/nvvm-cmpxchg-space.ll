; ERROR: 7:8: cmpxchg pointer operand must point to generic, global, or shared address space
; ERROR: 8:8: cmpxchg pointer operand must point to generic, global, or shared address space
; Seed 004: cmpxchg pointer operand must point to generic, global, or shared address space.
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(5) %local, ptr addrspace(4) %const, ptr addrspace(3) %shared) {
  %a = cmpxchg ptr addrspace(5) %local, i32 0, i32 1 monotonic monotonic
  %b = cmpxchg ptr addrspace(4) %const, i64 0, i64 1 seq_cst seq_cst
  %c = cmpxchg ptr addrspace(3) %shared, i32 0, i32 1 acq_rel acquire
  ret void
}
