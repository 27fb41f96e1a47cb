; ERROR: 3:22: constant has 5 elements but its type '[4 x i8]' has 4
; a c-string whose length differs from the array type
@s = global [4 x i8] c"hello"
