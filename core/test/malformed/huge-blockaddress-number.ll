; ERROR: 6:34: value number is too large (the limit is 4294967295)
; a numbered block in blockaddress beyond 32 bits
define void @f() {
  ret void
}
@b = global ptr blockaddress(@f, %99999999999999999999999)
