; ERROR: 7:13: redefinition of global '@f'
; a function defined twice
define void @f() {
  ret void
}

define void @f() {
  ret void
}
