; ERROR: 4:14: invalid redefinition of function 'f'
; a function declared twice
declare void @f()
declare void @f()
