; ERROR: 4:13: invalid operand type for instruction 'fadd'
; fadd on integers
define i32 @f(i32 %a) {
  %x = fadd i32 %a, %a
  ret i32 %x
}
