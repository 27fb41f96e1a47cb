; ERROR: 7:14: alloca with a variable number of elements is not supported in NVVM IR
; Specification 8.6.1: the number of elements of an alloca must be a compile-time constant.
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %n) {
  %fixed = alloca i32, i32 4, align 4
  %dynamic = alloca i32, i32 %n, align 4
  ret void
}
