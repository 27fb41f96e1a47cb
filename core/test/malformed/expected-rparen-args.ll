; ERROR: 3:23: expected ')' at end of argument list
; an argument list that is not closed
define void @f(i32 %a {
  ret void
}
