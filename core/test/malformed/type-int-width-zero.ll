; ERROR: 3:13: bitwidth for integer type out of range (1 to 8388608)
; i0 is not an integer type
@g = global i0 0
