; ERROR: 3:17: bitwidth for integer type out of range (1 to 8388608)
; one more than the largest integer width (2^23)
declare void @f(i8388609)
