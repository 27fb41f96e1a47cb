; ERROR: 4:20: expected binary operation for atomicrmw
; an atomicrmw operation that does not exist
define void @f(ptr %p) {
  %old = atomicrmw mod ptr %p, i32 1 monotonic
  ret void
}
