; ERROR: 3:30: integer constant is too large: 99999999999999999999999
; alignstack=N in an attribute group beyond 64 bits
attributes #0 = { alignstack=99999999999999999999999 }
