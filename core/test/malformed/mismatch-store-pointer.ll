; ERROR: 4:16: expected a pointer operand for store
; store to a value that is not a pointer
define void @f(i32 %p) {
  store i32 1, i32 %p
  ret void
}
