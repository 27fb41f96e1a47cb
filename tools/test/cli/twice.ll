; A kernel whose helper is defined in another module (helper.ll), linked with --link.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @twice(ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = call i32 @helper(i32 %tid)
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %out, i64 %idx
  store i32 %v, ptr %p, align 4
  ret void
}

declare i32 @helper(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @twice, !"kernel", i32 1}
