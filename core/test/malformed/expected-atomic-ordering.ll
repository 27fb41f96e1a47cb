; ERROR: 4:38: expected atomic ordering
; an atomicrmw with an ordering that does not exist
define void @f(ptr %p) {
  %old = atomicrmw add ptr %p, i32 1 sequential
  ret void
}
