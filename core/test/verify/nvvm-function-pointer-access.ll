; ERROR: 7:8: loads/stores via function pointers are not supported
; ERROR: 8:3: loads/stores via function pointers are not supported
; Specification 10.2.1: loads/stores via function pointers are not supported.
target triple = "nvptx64-nvidia-cuda"

define i32 @f() {
  %v = load i32, ptr @f, align 4
  store i32 %v, ptr @f, align 4
  ret i32 %v
}
