; ERROR: 16:2: invalid nvvm.annotations entry: 'kernel' annotates a function, and '@v' is not one
; ERROR: 17:2: invalid nvvm.annotations entry: property names must be metadata strings
; ERROR: 18:2: invalid nvvm.annotations entry: properties must come in name and value pairs after the annotated entity
; ERROR: 19:2: invalid nvvm.annotations entry: the first operand must be a global variable or function
; Specification chapter 11: !{entity, !"property", i32 value, ...}.
target triple = "nvptx64-nvidia-cuda"

@v = addrspace(1) global i32 0

define void @k() {
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!0 = !{ptr @k, !"kernel", i32 1, !"maxntidx", i32 128}
!1 = !{ptr addrspace(1) @v, !"kernel", i32 1}
!2 = !{ptr @k, i32 1, !"kernel"}
!3 = !{ptr @k, !"maxntidx"}
!4 = !{!"k", !"kernel", i32 1}
!5 = !{null, !"align", i32 8}
