; ERROR: 4:20: '%b' defined with type 'i64' but expected 'i32'
; the second operand of add has another type
define i32 @f(i32 %a, i64 %b) {
  %x = add i32 %a, %b
  ret i32 %x
}
