; ERROR: 3:37: element 1 of struct initializer doesn't match type
; a struct constant with an element of the wrong type
@g = global { i32, float } { i32 1, i32 2 }
