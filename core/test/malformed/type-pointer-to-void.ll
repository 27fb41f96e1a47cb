; ERROR: 3:21: pointers to 'void' are invalid
; 'void*' is not a type
declare void @f(void*)
