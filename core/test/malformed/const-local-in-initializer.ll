; ERROR: 3:17: local value '%x' used in a constant
; a global initializer that names a local value
@g = global i32 %x
