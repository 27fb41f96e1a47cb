; ERROR: 3:17: null must be a pointer type
; null is only for pointers
@g = global i32 null
