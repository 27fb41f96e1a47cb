; ERROR: 3:13: expected type
; a word that is not a type
@g = global foo 0
