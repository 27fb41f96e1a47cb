; ERROR: 3:13: 'label' is not a valid type for a global variable
; a global of type label
@g = global label undef
