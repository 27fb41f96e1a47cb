; ERROR: 3:23: invalid constant for type '[2 x i32]'
; a struct constant written for an array type
@g = global [2 x i32] { i32 1, i32 2 }
