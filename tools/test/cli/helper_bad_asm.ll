; helper(x) with inline PTX the executor does not run (a branch), for twice.ll: the error names
; the function, since linked code has no source locations.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @helper(i32 %x) {
  %r = call i32 asm "{\0A\09.reg .pred p;\0A\09setp.eq.u32 p, $1, 0;\0A\09@p bra.uni DONE;\0A\09mov.u32 $0, $1;\0A\09}", "=r,r"(i32 %x)
  ret i32 %r
}
