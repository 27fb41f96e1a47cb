; racecheck and `readonly` parameters (run_cli_test.py): @swap_halves reads through `readonly` %in
; and writes through a pointer made of the integer %alias (inttoptr), which the launch makes the
; same buffer: the module turns integers into pointers, so racecheck records the reads of every
; buffer, and each block's writes race with the other block's reads.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @swap_halves(ptr nocapture readonly %in, i64 %alias) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b32 = shl i32 %b, 5
  %g = or i32 %b32, %t
  %other = xor i32 %g, 32
  %gi = zext i32 %g to i64
  %oi = zext i32 %other to i64
  %p = getelementptr inbounds i32, ptr %in, i64 %oi
  %v = load i32, ptr %p, align 4
  %out = inttoptr i64 %alias to ptr
  %q = getelementptr inbounds i32, ptr %out, i64 %gi
  store i32 %v, ptr %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @swap_halves, !"kernel", i32 1}
