; ERROR: 4:14: invalid hexadecimal floating-point constant
; a 0x double literal wider than 64 bits
define double @f() {
  ret double 0x10000000000000000
}
