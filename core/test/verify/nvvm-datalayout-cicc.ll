; VALID
; VALID: the layout cicc writes in 64-bit mode with 32-bit shared pointers (seed 004).
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f16:16:16-f32:32:32-f64:64:64-v16:16:16-v32:32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = addrspace(3) global [4 x i32] undef

define i32 @f() {
  %v = load i32, ptr addrspace(3) @s, align 4
  ret i32 %v
}
