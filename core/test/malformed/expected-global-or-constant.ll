; ERROR: 3:6: expected 'global' or 'constant'
; a global needs 'global' or 'constant' before its type
@g = i32 0
