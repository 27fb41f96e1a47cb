; ERROR: 4:11: invalid number '12abc'
; digits followed by letters are neither a number nor a label
define i32 @f() {
  ret i32 12abc
}
