; ERROR: 4:18: expected a pointer operand for load
; a load from an integer
define i32 @f(i64 %p) {
  %v = load i32, i64 %p
  ret i32 %v
}
