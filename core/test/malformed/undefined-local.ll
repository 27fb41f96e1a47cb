; ERROR: 4:20: use of undefined value '%b'
; a local value that is never defined
define i32 @f(i32 %a) {
  %x = add i32 %a, %b
  ret i32 %x
}
