; ERROR: 5:13: alignment on function '@f' is not supported in NVVM IR
; Specification 3.6: alignment on functions is not supported.
target triple = "nvptx64-nvidia-cuda"

define void @f() align 16 {
  ret void
}
