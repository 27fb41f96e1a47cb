; ERROR: 7:10: atomicrmw pointer operand must point to generic, global, or shared address space
; ERROR: 12:10: atomicrmw pointer operand must point to generic, global, or shared address space
; Specification 8.6.6: atomicrmw needs a generic, global or shared pointer.
target triple = "nvptx64-nvidia-cuda"

define i32 @local(ptr addrspace(5) %p) {
  %old = atomicrmw add ptr addrspace(5) %p, i32 1 monotonic
  ret i32 %old
}

define i32 @constant(ptr addrspace(4) %p) {
  %old = atomicrmw xchg ptr addrspace(4) %p, i32 1 monotonic
  ret i32 %old
}

define i32 @fine(ptr addrspace(3) %s, ptr addrspace(1) %g, ptr %p) {
  %a = atomicrmw add ptr addrspace(3) %s, i32 1 monotonic
  %b = atomicrmw max ptr addrspace(1) %g, i32 %a seq_cst
  %c = atomicrmw umin ptr %p, i32 %b acquire
  ret i32 %c
}
