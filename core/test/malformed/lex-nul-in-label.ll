; ERROR: 4:1: NUL character is not allowed in names
; a NUL byte in a quoted label
define void @f() {
"a\00":
  ret void
}
