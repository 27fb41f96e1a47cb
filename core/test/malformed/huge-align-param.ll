; ERROR: 3:27: integer constant is too large: 99999999999999999999999
; a parameter's align attribute beyond 64 bits
declare void @f(ptr align 99999999999999999999999)
