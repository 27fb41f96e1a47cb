; ERROR: 3:19: value number is too large (the limit is 4294967295)
; a reference to an attribute group number beyond 32 bits
declare void @f() #99999999999999999999999
