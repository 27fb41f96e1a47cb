; ERROR: 5:13: garbage collector 'shadow-stack' on '@f' is not supported in NVVM IR
; Specification 3.10: garbage collector names are not supported.
target triple = "nvptx64-nvidia-cuda"

define void @f() gc "shadow-stack" {
  ret void
}
