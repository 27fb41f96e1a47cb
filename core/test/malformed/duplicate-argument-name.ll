; ERROR: 3:28: redefinition of argument '%a'
; two arguments with one name
define void @f(i32 %a, i32 %a) {
  ret void
}
