; helper(x) = 2 * x + 1, for twice.ll.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @helper(i32 %x) {
  %d = shl i32 %x, 1
  %r = add i32 %d, 1
  ret i32 %r
}
