; ERROR: 3:31: array element #1 is not of type 'i32'
; an array constant with an element of the wrong type
@g = global [2 x i32] [i32 1, i64 2]
