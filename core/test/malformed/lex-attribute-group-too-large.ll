; ERROR: 3:19: value number is too large (the limit is 4294967295)
; an attribute group number that does not fit 32 bits
declare void @f() #4294967296
