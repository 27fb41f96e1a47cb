; ERROR: 5:1: expected '}' at end of function
; the function body runs to the end of the file
define void @f() {
  ret void
