; ERROR: 5:20: use of undefined value '%7'
; a numbered local that is never defined
define i32 @f(i32) {
  %2 = add i32 %0, 1
  %3 = add i32 %2, %7
  ret i32 %3
}
