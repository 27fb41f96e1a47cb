; ERROR: 3:24: integer constant is too large: 99999999999999999999999
; a function's alignment beyond 64 bits
define void @f() align 99999999999999999999999 {
  ret void
}
