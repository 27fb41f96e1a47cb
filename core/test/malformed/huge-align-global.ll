; ERROR: 3:26: integer constant is too large: 99999999999999999999999
; a global's alignment beyond 64 bits
@g = global i32 0, align 99999999999999999999999
