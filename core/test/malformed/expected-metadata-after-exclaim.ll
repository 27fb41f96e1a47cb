; ERROR: 4:8: expected metadata
; '!' followed by neither a number, a string nor '{'
!named = !{!0}
!0 = !{!foo bar}
