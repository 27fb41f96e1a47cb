; ERROR: 3:1: value number is too large (the limit is 4294967295)
; a numbered type beyond 32 bits
%99999999999999999999999 = type { i32 }
