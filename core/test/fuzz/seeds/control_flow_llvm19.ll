; Fuzz seed: control flow: loops with phis, switch, select, indirectbr, unreachable, freeze.
target triple = "nvptx64-nvidia-cuda"

define i32 @flow(i32 %n, i1 %c, ptr %dst) {
entry:
  %sel = select i1 %c, i32 %n, i32 0
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %inc, %latch ]
  %acc = phi i32 [ %sel, %entry ], [ %acc.next, %latch ]
  switch i32 %i, label %default [
    i32 0, label %case0
    i32 7, label %case7
    i32 -1, label %latch
  ]

case0:
  %a0 = add nsw i32 %acc, 3
  br label %latch

case7:
  %a7 = mul nuw i32 %acc, 7
  %fz = freeze i32 %a7
  br label %latch

default:
  %d = sdiv exact i32 %acc, 2
  br label %latch

latch:
  %acc.next = phi i32 [ %a0, %case0 ], [ %fz, %case7 ], [ %d, %default ], [ %acc, %loop ]
  %inc = add i32 %i, 1
  %more = icmp slt i32 %inc, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0

exit:
  store i32 %acc.next, ptr %dst, align 4
  %addr = select i1 %c, ptr blockaddress(@flow, %tail), ptr blockaddress(@flow, %dead)
  indirectbr ptr %addr, [label %tail, label %dead]

tail:
  ret i32 %acc.next

dead:
  unreachable
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.count", i32 4}
