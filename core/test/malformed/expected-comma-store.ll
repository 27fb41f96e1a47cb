; ERROR: 4:15: expected ',' after store operand
; a store whose operands are not separated
define void @f(ptr %p) {
  store i32 1 ptr %p
  ret void
}
