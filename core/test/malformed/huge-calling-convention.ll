; ERROR: 3:12: integer constant is too large: 99999999999999999999999
; a numbered calling convention beyond 64 bits
declare cc 99999999999999999999999 void @f()
