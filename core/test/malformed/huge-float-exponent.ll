; ERROR: 3:20: floating point constant invalid for type
; a decimal float whose exponent overflows double
@g = global double 1.0e99999
