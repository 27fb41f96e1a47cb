; ERROR: 3:2: integer constant is too large: 4294967296
; a metadata number of 33 bits (llvm-as allows 32)
!4294967296 = !{}
