; ERROR: 3:27: use of undefined comdat '$c'
; a comdat that is never defined
@g = global i32 0, comdat($c)
