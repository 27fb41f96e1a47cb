; ERROR: 3:4: expected '=' after global name
; a global name must be followed by '='
@g global i32 0
