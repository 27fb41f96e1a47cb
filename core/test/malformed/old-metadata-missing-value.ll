; ERROR: 4:53: expected value
; an LLVM 3.x metadata operand with a type but no value
!nvvm.annotations = !{!0}
!0 = metadata !{void ()* @k, metadata !"kernel", i32}

define void @k() {
  ret void
}
