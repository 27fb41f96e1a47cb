; ERROR: 3:1: expected top-level entity
; a stray word at module level
frobnicate @f
