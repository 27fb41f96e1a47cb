; ERROR: 3:23: constant has 2 elements but its type '[3 x i32]' has 3
; an array constant with too few elements
@g = global [3 x i32] [i32 1, i32 2]
