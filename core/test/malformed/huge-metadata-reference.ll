; ERROR: 3:13: integer constant is too large: 99999999999999999999999
; a reference to a metadata number beyond 32 bits
!named = !{!99999999999999999999999}
