; barrier0.popc, barrier0.and and barrier0.or over an 80-thread block (the third warp is partial),
; two blocks, on four predicates: t % 3 == 0, t < 70, t == 77, true. Thread g writes 12 results
; at out[12 g]: popc, and, or for each predicate in turn.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @barrier_reductions(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b = mul i32 %ctaid, %ntid
  %g = add i32 %b, %tid
  %gi = zext i32 %g to i64
  %base = mul i64 %gi, 12
  %o = getelementptr inbounds i32, ptr %out, i64 %base
  %m3 = urem i32 %tid, 3
  %c0 = icmp eq i32 %m3, 0
  %p0 = zext i1 %c0 to i32
  %c1 = icmp ult i32 %tid, 70
  %p1 = zext i1 %c1 to i32
  %c2 = icmp eq i32 %tid, 77
  %p2 = zext i1 %c2 to i32
  %r0 = call i32 @llvm.nvvm.barrier0.popc(i32 %p0)
  %r1 = call i32 @llvm.nvvm.barrier0.and(i32 %p0)
  %r2 = call i32 @llvm.nvvm.barrier0.or(i32 %p0)
  %r3 = call i32 @llvm.nvvm.barrier0.popc(i32 %p1)
  %r4 = call i32 @llvm.nvvm.barrier0.and(i32 %p1)
  %r5 = call i32 @llvm.nvvm.barrier0.or(i32 %p1)
  %r6 = call i32 @llvm.nvvm.barrier0.popc(i32 %p2)
  %r7 = call i32 @llvm.nvvm.barrier0.and(i32 %p2)
  %r8 = call i32 @llvm.nvvm.barrier0.or(i32 %p2)
  %r9 = call i32 @llvm.nvvm.barrier0.popc(i32 5)
  %r10 = call i32 @llvm.nvvm.barrier0.and(i32 -1)
  %r11 = call i32 @llvm.nvvm.barrier0.or(i32 2)
  store i32 %r0, ptr %o, align 4
  %o1 = getelementptr inbounds i32, ptr %o, i64 1
  store i32 %r1, ptr %o1, align 4
  %o2 = getelementptr inbounds i32, ptr %o, i64 2
  store i32 %r2, ptr %o2, align 4
  %o3 = getelementptr inbounds i32, ptr %o, i64 3
  store i32 %r3, ptr %o3, align 4
  %o4 = getelementptr inbounds i32, ptr %o, i64 4
  store i32 %r4, ptr %o4, align 4
  %o5 = getelementptr inbounds i32, ptr %o, i64 5
  store i32 %r5, ptr %o5, align 4
  %o6 = getelementptr inbounds i32, ptr %o, i64 6
  store i32 %r6, ptr %o6, align 4
  %o7 = getelementptr inbounds i32, ptr %o, i64 7
  store i32 %r7, ptr %o7, align 4
  %o8 = getelementptr inbounds i32, ptr %o, i64 8
  store i32 %r8, ptr %o8, align 4
  %o9 = getelementptr inbounds i32, ptr %o, i64 9
  store i32 %r9, ptr %o9, align 4
  %o10 = getelementptr inbounds i32, ptr %o, i64 10
  store i32 %r10, ptr %o10, align 4
  %o11 = getelementptr inbounds i32, ptr %o, i64 11
  store i32 %r11, ptr %o11, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.barrier0.popc(i32)
declare i32 @llvm.nvvm.barrier0.and(i32)
declare i32 @llvm.nvvm.barrier0.or(i32)

!nvvm.annotations = !{!0}
!0 = !{ptr @barrier_reductions, !"kernel", i32 1}
