; ERROR: 3:19: invalid character '#' in input
; # must be followed by an attribute group number
declare void @f() #foo
