; ERROR: 3:1: unterminated string constant
; a quoted global name without its closing quote
@"abc = global i32 0
