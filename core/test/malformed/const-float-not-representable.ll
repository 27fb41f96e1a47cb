; ERROR: 3:19: floating point constant invalid for type
; 0.1 has no exact float representation
@g = global float 0.1
