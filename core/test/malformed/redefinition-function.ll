; ERROR: 7:13: invalid redefinition of function 'f'
; a function defined twice
define void @f() {
  ret void
}

define void @f() {
  ret void
}
