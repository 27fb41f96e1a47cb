; ERROR: 4:1: redefinition of global '@g'
; a global variable defined twice
@g = global i32 0
@g = global i32 1
