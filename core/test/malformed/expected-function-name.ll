; ERROR: 3:13: expected function name
; the function name lacks its @ sigil
define void f() {
  ret void
}
