; ERROR: 3:2: integer constant is too large: 99999999999999999999999
; a metadata number beyond 32 bits
!99999999999999999999999 = !{}
