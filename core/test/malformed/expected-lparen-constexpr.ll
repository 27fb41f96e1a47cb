; ERROR: 4:26: expected '(' after 'ptrtoint' constant expression
; a constant expression without its parenthesis
@g = global i32 0
@p = global i64 ptrtoint ptr @g to i64
