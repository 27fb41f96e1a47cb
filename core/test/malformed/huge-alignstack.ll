; ERROR: 3:30: integer constant is too large: 99999999999999999999999
; an alignstack(N) beyond 64 bits
declare void @f() alignstack(99999999999999999999999)
