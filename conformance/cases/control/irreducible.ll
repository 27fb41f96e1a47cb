; An irreducible loop (two entries): odd lanes enter at A, even lanes at B; A adds 1, B adds 2,
; each exits once the count reaches limit = 10 + tid % 5. out[tid] = count * 4 + (1 if it left
; from A, 2 from B).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @irreducible(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b0 = and i32 %tid, 1
  %odd = icmp ne i32 %b0, 0
  %r5 = urem i32 %tid, 5
  %limit = add i32 %r5, 10
  br i1 %odd, label %A, label %B

A:
  %ca = phi i32 [ 0, %entry ], [ %cb1, %B ]
  %ca1 = add i32 %ca, 1
  %ea = icmp uge i32 %ca1, %limit
  br i1 %ea, label %exit, label %B

B:
  %cb = phi i32 [ 0, %entry ], [ %ca1, %A ]
  %cb1 = add i32 %cb, 2
  %eb = icmp uge i32 %cb1, %limit
  br i1 %eb, label %exit, label %A

exit:
  %r = phi i32 [ %ca1, %A ], [ %cb1, %B ]
  %where = phi i32 [ 1, %A ], [ 2, %B ]
  %r4 = mul i32 %r, 4
  %v = add i32 %r4, %where
  %i = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %v, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @irreducible, !"kernel", i32 1}
