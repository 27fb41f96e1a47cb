; ERROR: 10:8: atomicrmw usub_cond operand must have integer type, not 'float'
; ERROR: 11:8: atomicrmw usub_sat operand must have integer type, not 'ptr'
; ERROR: 12:8: atomicrmw fmaximum operand must have floating-point type, not 'i32'
; ERROR: 13:8: atomicrmw fminimum operand must have floating-point type, not 'i64'
; LLVM 20's atomicrmw operations take what LangRef gives them: usub_cond and usub_sat an integer,
; fmaximum and fminimum a floating-point value (core/ir/AtomicRmwOps.def, Operand column). The last
; four are accepted.
target triple = "nvptx64-nvidia-cuda"
define void @f(ptr %p, ptr %q) {
  %a = atomicrmw usub_cond ptr %p, float 1.0 monotonic
  %b = atomicrmw usub_sat ptr %p, ptr %q monotonic
  %c = atomicrmw fmaximum ptr %p, i32 1 monotonic
  %d = atomicrmw fminimum ptr %p, i64 1 monotonic
  %e = atomicrmw usub_cond ptr %p, i64 1 monotonic
  %f = atomicrmw usub_sat ptr %p, i32 1 seq_cst
  %g = atomicrmw fmaximum ptr %p, double 1.0 acquire
  %h = atomicrmw fminimum ptr %p, float 1.0 release
  ret void
}
