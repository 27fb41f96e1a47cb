; ERROR: 3:22: expected ']' at end of array type
; an array type that is not closed
@g = global [4 x i32 zeroinitializer
