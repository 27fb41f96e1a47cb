; ERROR: 4:16: invalid hexadecimal floating-point constant
; 0xK (x86_fp80) with no digits
define x86_fp80 @f() {
  ret x86_fp80 0xK
}
