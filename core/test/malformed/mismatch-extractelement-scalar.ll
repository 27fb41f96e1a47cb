; ERROR: 4:23: invalid operand type for instruction 'extractelement'
; extractelement from a scalar
define i32 @f(i32 %a) {
  %x = extractelement i32 %a, i32 0
  ret i32 %x
}
