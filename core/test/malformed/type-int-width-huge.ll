; ERROR: 3:13: bitwidth for integer type out of range (1 to 8388608)
; an integer width that does not even fit 64 bits
@g = global i9999999999 0
