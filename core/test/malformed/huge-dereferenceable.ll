; ERROR: 3:37: integer constant is too large: 99999999999999999999999
; a dereferenceable(N) beyond 64 bits
declare void @f(ptr dereferenceable(99999999999999999999999))
