; ERROR: 3:23: unterminated string constant
; a string constant that runs to the end of the file
@s = global [3 x i8] c"abc
