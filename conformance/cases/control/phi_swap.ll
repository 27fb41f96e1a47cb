; Phis read their incoming values all at once (parallel copies): a loop that swaps two values and
; rotates three through phis of each other, tid times.
;   out[4 tid + 0..2] = (a, b, c) after tid rounds of a, b, c = b, c, a  starting from (x, y, z)
;   out[4 tid + 3]    = the swapped pair packed: p * 1000 + q after tid rounds of p, q = q, p from (1, 2)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @phi_swap(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = add i32 %tid, 100
  %y = add i32 %tid, 200
  %z = add i32 %tid, 300
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %a = phi i32 [ %x, %entry ], [ %b, %loop ]
  %b = phi i32 [ %y, %entry ], [ %c, %loop ]
  %c = phi i32 [ %z, %entry ], [ %a, %loop ]
  %p = phi i32 [ 1, %entry ], [ %q, %loop ]
  %q = phi i32 [ 2, %entry ], [ %p, %loop ]
  %k1 = add i32 %k, 1
  %more = icmp ule i32 %k1, %tid
  br i1 %more, label %loop, label %done

done:
  %i = zext i32 %tid to i64
  %base = mul i64 %i, 4
  %o0 = getelementptr inbounds i32, ptr %out, i64 %base
  store i32 %a, ptr %o0, align 4
  %o1 = getelementptr inbounds i32, ptr %o0, i64 1
  store i32 %b, ptr %o1, align 4
  %o2 = getelementptr inbounds i32, ptr %o0, i64 2
  store i32 %c, ptr %o2, align 4
  %p1000 = mul i32 %p, 1000
  %pq = add i32 %p1000, %q
  %o3 = getelementptr inbounds i32, ptr %o0, i64 3
  store i32 %pq, ptr %o3, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @phi_swap, !"kernel", i32 1}
