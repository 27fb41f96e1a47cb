; ERROR: 3:6: expected 'type'
; a type definition without 'type'
%T = { i32 }
