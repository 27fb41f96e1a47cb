; ERROR: 3:26: alignment is not a power of two
; a global with align 3
@g = global i32 0, align 3
