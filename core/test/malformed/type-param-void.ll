; ERROR: 3:22: void type only allowed for function results
; a 'void' parameter that is not the only one
declare void @f(i32, void)
