; ERROR: 4:13: invalid hexadecimal floating-point constant
; 0x with no hexadecimal digits after it
define float @f() {
  ret float 0x
}
