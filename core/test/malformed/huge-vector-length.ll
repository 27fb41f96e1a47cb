; ERROR: 3:14: integer constant is too large: 99999999999999999999999
; a vector length beyond 64 bits
@g = global <99999999999999999999999 x i8> zeroinitializer
