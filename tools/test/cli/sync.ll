; synccheck cases of run_cli_test.py: a full-mask shuffle inside `if (threadIdx.x < 16)`.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @divergent_shfl(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lo = icmp ult i32 %t, 16
  br i1 %lo, label %then, label %exit

then:
  %v = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %t, i32 0, i32 31)
  %idx = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr %out, i64 %idx
  store i32 %v, ptr %p, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)

!nvvm.annotations = !{!0}
!0 = !{ptr @divergent_shfl, !"kernel", i32 1}
