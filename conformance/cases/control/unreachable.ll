; unreachable in blocks no lane reaches: a switch default and a branch on a condition that is
; always false at run time. The kernel must decode and run normally: out[tid] = (tid & 3) * 10.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @unreachable_kernel(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k = and i32 %tid, 3
  switch i32 %k, label %never [
    i32 0, label %join
    i32 1, label %join
    i32 2, label %join
    i32 3, label %join
  ]

never:
  unreachable

join:
  %big = icmp ugt i32 %k, 3
  br i1 %big, label %never2, label %ok

never2:
  unreachable

ok:
  %v = mul i32 %k, 10
  %i = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %v, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @unreachable_kernel, !"kernel", i32 1}
