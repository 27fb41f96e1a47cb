; ERROR: 11:8: load atomic cannot have 'release' ordering
; ERROR: 12:3: store atomic cannot have 'acquire' ordering
; ERROR: 13:8: cmpxchg failure cannot have 'release' ordering
; ERROR: 14:3: fence cannot have 'monotonic' ordering
; ERROR: 15:8: atomicrmw fadd operand must have floating-point type, not 'i32'
; ERROR: 16:8: atomicrmw add operand must have integer type, not 'float'
; ERROR: 17:8: cmpxchg operand must have integer or pointer type, not 'float'
; Orderings each atomic instruction allows, and atomicrmw operand types.
; (LLVM's parser rejects most of these itself.)
define void @f(ptr %p) {
  %a = load atomic i32, ptr %p release, align 4
  store atomic i32 0, ptr %p acquire, align 4
  %b = cmpxchg ptr %p, i32 0, i32 1 seq_cst release
  fence monotonic
  %c = atomicrmw fadd ptr %p, i32 1 monotonic
  %d = atomicrmw add ptr %p, float 1.0 monotonic
  %e = cmpxchg ptr %p, float 0.0, float 1.0 monotonic monotonic
  ret void
}
