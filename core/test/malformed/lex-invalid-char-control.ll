; ERROR: 4:7: invalid character '\x01' in input
; a control byte in the middle of a line
define void @f() {
  ret void
}
