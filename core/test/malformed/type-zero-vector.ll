; ERROR: 3:18: zero element vector is illegal
; a vector of zero elements
declare void @f(<0 x i32>)
