; ERROR: 4:24: integer constant is too large: 99999999999999999999999
; a debug-info field beyond 64 bits
!named = !{!0}
!0 = !DILocation(line: 99999999999999999999999, scope: null)
