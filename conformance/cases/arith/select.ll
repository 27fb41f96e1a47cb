; select on i32 with a per-lane condition (signed minimum), on <4 x i32> with a <4 x i1> mask built
; from the lane id, and on pointers (even lanes read a[i], odd lanes b[i]).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @select_kernel(ptr %a, ptr %b, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %i = zext i32 %tid to i64
  %n = zext i32 %ntid to i64
  %pa = getelementptr inbounds i32, ptr %a, i64 %i
  %pb = getelementptr inbounds i32, ptr %b, i64 %i
  %x = load i32, ptr %pa, align 4
  %y = load i32, ptr %pb, align 4
  ; scalar
  %lt = icmp slt i32 %x, %y
  %min = select i1 %lt, i32 %x, i32 %y
  %o0 = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %min, ptr %o0, align 4
  ; vector: first = {x, y, x+1, y+1}, second = {y, x, y-1, x-1}
  %x1 = add i32 %x, 1
  %y1 = add i32 %y, 1
  %xm = sub i32 %x, 1
  %ym = sub i32 %y, 1
  %f0 = insertelement <4 x i32> poison, i32 %x, i32 0
  %f1 = insertelement <4 x i32> %f0, i32 %y, i32 1
  %f2 = insertelement <4 x i32> %f1, i32 %x1, i32 2
  %first = insertelement <4 x i32> %f2, i32 %y1, i32 3
  %s0 = insertelement <4 x i32> poison, i32 %y, i32 0
  %s1 = insertelement <4 x i32> %s0, i32 %x, i32 1
  %s2 = insertelement <4 x i32> %s1, i32 %ym, i32 2
  %second = insertelement <4 x i32> %s2, i32 %xm, i32 3
  %b0 = and i32 %tid, 1
  %b1 = and i32 %tid, 2
  %b2 = and i32 %tid, 4
  %c0 = icmp ne i32 %b0, 0
  %c1 = icmp ne i32 %b1, 0
  %c2 = icmp ne i32 %b2, 0
  %m0 = insertelement <4 x i1> <i1 false, i1 false, i1 false, i1 true>, i1 %c0, i32 0
  %m1 = insertelement <4 x i1> %m0, i1 %c1, i32 1
  %m2 = insertelement <4 x i1> %m1, i1 %c2, i32 2
  %sel = select <4 x i1> %m2, <4 x i32> %first, <4 x i32> %second
  %e0 = extractelement <4 x i32> %sel, i32 0
  %e1 = extractelement <4 x i32> %sel, i32 1
  %e2 = extractelement <4 x i32> %sel, i32 2
  %e3 = extractelement <4 x i32> %sel, i32 3
  %sum01 = add i32 %e0, %e1
  %sum23 = add i32 %e2, %e3
  %sum = add i32 %sum01, %sum23
  %j1 = add i64 %i, %n
  %o1 = getelementptr inbounds i32, ptr %out, i64 %j1
  store i32 %sum, ptr %o1, align 4
  ; pointer
  %even = icmp eq i32 %b0, 0
  %pp = select i1 %even, ptr %pa, ptr %pb
  %pv = load i32, ptr %pp, align 4
  %j2 = add i64 %j1, %n
  %o2 = getelementptr inbounds i32, ptr %out, i64 %j2
  store i32 %pv, ptr %o2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @select_kernel, !"kernel", i32 1}
