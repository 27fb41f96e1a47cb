; ERROR: 4:12: invalid character '~' in input
; a character that starts no token
define void @f() {
  ret void ~
}
