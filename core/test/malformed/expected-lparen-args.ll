; ERROR: 3:16: expected '(' in function argument list
; a function header without its argument list
define void @f {
  ret void
}
