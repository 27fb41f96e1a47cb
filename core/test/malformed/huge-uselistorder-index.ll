; ERROR: 4:24: integer constant is too large: 99999999999999999999999
; a uselistorder index beyond 32 bits
@g = global i32 0
uselistorder ptr @g, { 99999999999999999999999, 0 }
