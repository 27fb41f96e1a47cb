; ERROR: 4:13: floating point constant invalid for type
; a double bit pattern that float cannot hold
define float @f() {
  ret float 0x3FB999999999999A
}
