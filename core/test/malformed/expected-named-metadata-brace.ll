; ERROR: 3:22: expected '{' here
; named metadata must be '!{...}'
!nvvm.annotations = !0
