; ERROR: 3:10: invalid metadata: named metadata operands must be nodes
; named metadata operands must be nodes
!foo = !{!"text"}
