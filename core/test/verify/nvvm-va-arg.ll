; ERROR: 6:8: the 'va_arg' instruction is not supported in NVVM IR
; Specification 3.2.1 and 8.8: va_arg is not supported.
target triple = "nvptx64-nvidia-cuda"

define i32 @sum(ptr %ap) {
  %x = va_arg ptr %ap, i32
  ret i32 %x
}
