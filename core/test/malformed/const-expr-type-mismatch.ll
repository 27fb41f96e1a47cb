; ERROR: 4:17: constant expression type mismatch: expected 'i32'
; a constant expression whose result is not the written type
@g = global i32 0
@p = global i32 ptrtoint (ptr @g to i64)
