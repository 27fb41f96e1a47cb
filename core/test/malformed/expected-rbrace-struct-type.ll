; ERROR: 4:1: expected '}' at end of struct
; a struct type that is not closed
%T = type { i32, float
