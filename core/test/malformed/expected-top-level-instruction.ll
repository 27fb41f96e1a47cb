; ERROR: 3:1: expected top-level entity
; an instruction outside any function
ret void
