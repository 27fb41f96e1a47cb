; ERROR: 4:13: invalid operand type for instruction 'fneg'
; fneg of an integer
define i32 @f(i32 %a) {
  %x = fneg i32 %a
  ret i32 %x
}
