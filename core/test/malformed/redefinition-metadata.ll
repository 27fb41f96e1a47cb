; ERROR: 4:1: redefinition of metadata '!0'
; a numbered metadata node defined twice
!0 = !{i32 1}
!0 = !{i32 2}
