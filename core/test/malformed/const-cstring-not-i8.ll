; ERROR: 3:23: constant string requires an array of i8, not '[5 x i16]'
; a c-string for an array of i16
@s = global [5 x i16] c"hello"
