; ERROR: 4:1: expected '}' at end of metadata node
; a metadata node that is not closed
!0 = !{i32 1, i32 2
!1 = !{}
