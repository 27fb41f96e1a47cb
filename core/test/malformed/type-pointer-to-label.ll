; ERROR: 3:18: pointers to 'label' are invalid
; 'label*' is not a type
@g = global label* null
