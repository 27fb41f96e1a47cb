; ERROR: 5:11: integer constant is too large: 99999999999999999999999
; a call's numbered calling convention beyond 64 bits
declare void @f()
define void @g() {
  call cc 99999999999999999999999 void @f()
  ret void
}
