; ERROR: 3:18: void type only allowed for function results
; an array of void
@g = global [2 x void] zeroinitializer
