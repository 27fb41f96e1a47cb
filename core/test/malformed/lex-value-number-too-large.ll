; ERROR: 4:16: value number is too large (the limit is 4294967295)
; a value number that does not fit 32 bits
define i32 @f(i32) {
  %x = add i32 %99999999999, 1
  ret i32 %x
}
