; ERROR: 3:9: invalid function return type
; a function returning label
declare label @f()
