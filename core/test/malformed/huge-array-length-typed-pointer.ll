; ERROR: 3:17: integer constant is too large: 99999999999999999999999
; an array length beyond 64 bits in a typed-pointer parameter
define void @f([99999999999999999999999 x i8]* %p) {
  ret void
}
