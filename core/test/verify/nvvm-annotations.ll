; WARNING: 18:2: nvvm.annotations entry ignored: 'kernel' annotates a function, and '@v' is not one
; WARNING: 19:2: nvvm.annotations entry ignored: property names must be metadata strings
; WARNING: 20:2: nvvm.annotations entry ignored: properties must come in name and value pairs after the annotated entity
; WARNING: 21:2: nvvm.annotations entry ignored: the first operand must be a global variable or function
; WARNING: 25:2: nvvm.annotations entry ignored: the value of 'maxntidy' must be an integer constant
; Specification chapter 11: !{entity, !"property", i32 value, ...}. Entries NVVM cannot read are
; skipped, with a warning; grid_constant takes a tuple of parameter indices (seed 001).
target triple = "nvptx64-nvidia-cuda"

@v = addrspace(1) global i32 0

define void @k() {
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !8}
!0 = !{ptr @k, !"kernel", i32 1, !"maxntidx", i32 128}
!1 = !{ptr addrspace(1) @v, !"kernel", i32 1}
!2 = !{ptr @k, i32 1, !"kernel"}
!3 = !{ptr @k, !"maxntidx"}
!4 = !{!"k", !"kernel", i32 1}
!5 = !{null, !"align", i32 8}
!6 = !{ptr @k, !"grid_constant", !7}
!7 = !{i32 1}
!8 = !{ptr @k, !"maxntidy", !"x"}
