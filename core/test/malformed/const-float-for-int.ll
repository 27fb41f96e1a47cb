; ERROR: 4:20: floating point constant invalid for type
; a floating-point literal for an integer
define i32 @f(i32 %a) {
  %x = add i32 %a, 1.5
  ret i32 %x
}
