; helper(x) = 2 * x + 1 in an inline PTX block, for twice.ll: linked code runs its inline PTX.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @helper(i32 %x) {
  %r = call i32 asm "{\0A\09.reg .u32 t;\0A\09shl.b32 t, $1, 1;\0A\09add.u32 $0, t, 1;\0A\09}", "=r,r"(i32 %x)
  ret i32 %r
}
