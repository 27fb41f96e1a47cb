; ERROR: 4:20: expected value
; an operand is missing
define i32 @f(i32 %a) {
  %x = add i32 %a, , 1
  ret i32 %x
}
