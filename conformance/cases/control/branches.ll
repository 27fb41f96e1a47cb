; Nested divergent if/else inside one warp, merged by one phi with five incoming blocks:
;   odd:  tid & 2 ? 1 : 2        even: tid < 16 ? 3 : (tid & 4 ? 4 : 5)
;   out[tid] = code * 100 + tid
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @branches(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b0 = and i32 %tid, 1
  %c0 = icmp ne i32 %b0, 0
  br i1 %c0, label %odd, label %even

odd:
  %b1 = and i32 %tid, 2
  %c1 = icmp ne i32 %b1, 0
  br i1 %c1, label %o1, label %o2

o1:
  br label %join

o2:
  br label %join

even:
  %c2 = icmp ult i32 %tid, 16
  br i1 %c2, label %e1, label %e2

e1:
  br label %join

e2:
  %b2 = and i32 %tid, 4
  %c3 = icmp ne i32 %b2, 0
  br i1 %c3, label %e3, label %join

e3:
  br label %join

join:
  %code = phi i32 [ 1, %o1 ], [ 2, %o2 ], [ 3, %e1 ], [ 4, %e3 ], [ 5, %e2 ]
  %c100 = mul i32 %code, 100
  %v = add i32 %c100, %tid
  %i = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %v, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @branches, !"kernel", i32 1}
