; ERROR: 3:22: invalid vector element type
; a vector of structs
declare void @f(<2 x { i32 }>)
