; ERROR: 4:3: value number is too large (the limit is 4294967295)
; an instruction number beyond 32 bits
define void @f() {
  %99999999999999999999999 = add i32 1, 2
  ret void
}
