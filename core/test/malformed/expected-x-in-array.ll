; ERROR: 3:16: expected 'x'
; an array type without 'x'
@g = global [4 i32] zeroinitializer
