; VALID
; VALID: without a layout the NVPTX default applies; cicc's own layout is accepted.
target triple = "nvptx-nvidia-cuda"

define i32 @f(i32 %x) {
  ret i32 %x
}
