; ERROR: 4:34: use of undefined metadata '!5'
; a metadata node that is never defined
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1, !5}

define void @k() {
  ret void
}
