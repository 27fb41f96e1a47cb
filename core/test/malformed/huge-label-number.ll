; ERROR: 4:1: value number is too large (the limit is 4294967295)
; a block label number beyond 32 bits
define void @f() {
99999999999999999999999:
  ret void
}
