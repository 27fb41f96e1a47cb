; racecheck and `readonly` parameters (run_cli_test.py): @write_readonly stores through the
; parameter it declares readonly, the IR a compiler that inferred the attribute wrongly would write;
; @add_one only reads its readonly %in (readonly_twice.json: a buffer read in one launch is written
; in the next).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @write_readonly(ptr nocapture readonly %in, ptr nocapture %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr %in, i64 %i
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  %q = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %w, ptr %q, align 4
  store i32 %w, ptr %p, align 4
  ret void
}

define void @add_one(ptr nocapture readonly %in, ptr nocapture %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr %in, i64 %i
  %v = load i32, ptr %p, align 4
  %w = add i32 %v, 1
  %q = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %w, ptr %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0, !1}
!0 = !{ptr @write_readonly, !"kernel", i32 1}
!1 = !{ptr @add_one, !"kernel", i32 1}
