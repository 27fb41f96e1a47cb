; alloca: a per-thread [16 x i32] array written and read with loop indices, and a per-thread
; struct. Each thread's local memory is its own: the results depend only on its tid.
;   out[tid]      = sum_k arr[(7k + tid) & 15] * (k + 1), with arr[k] = 100 tid + k
;   out[n + tid]  = s.0 + trunc(s.1) + trunc(s.1 >> 32), with s = {tid, tid * 0x100000001}
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @alloca_local(ptr %out) {
entry:
  %arr = alloca [16 x i32], align 4
  %s = alloca { i32, i64 }, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t100 = mul i32 %tid, 100
  br label %fill

fill:
  %k = phi i32 [ 0, %entry ], [ %k1, %fill ]
  %v = add i32 %t100, %k
  %pk = getelementptr inbounds [16 x i32], ptr %arr, i32 0, i32 %k
  store i32 %v, ptr %pk, align 4
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 16
  br i1 %more, label %fill, label %sum

sum:
  %j = phi i32 [ 0, %fill ], [ %j1, %sum ]
  %acc = phi i32 [ 0, %fill ], [ %acc1, %sum ]
  %j7 = mul i32 %j, 7
  %jt = add i32 %j7, %tid
  %idx = and i32 %jt, 15
  %idx64 = zext i32 %idx to i64
  %pj = getelementptr inbounds [16 x i32], ptr %arr, i64 0, i64 %idx64
  %x = load i32, ptr %pj, align 4
  %w = add i32 %j, 1
  %xw = mul i32 %x, %w
  %acc1 = add i32 %acc, %xw
  %j1 = add i32 %j, 1
  %again = icmp ult i32 %j1, 16
  br i1 %again, label %sum, label %done

done:
  %i = zext i32 %tid to i64
  %o0 = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %acc1, ptr %o0, align 4
  %f0 = getelementptr inbounds { i32, i64 }, ptr %s, i32 0, i32 0
  %f1 = getelementptr inbounds { i32, i64 }, ptr %s, i32 0, i32 1
  store i32 %tid, ptr %f0, align 8
  %t64 = zext i32 %tid to i64
  %big = mul i64 %t64, 4294967297
  store i64 %big, ptr %f1, align 8
  %r0 = load i32, ptr %f0, align 8
  %r1 = load i64, ptr %f1, align 8
  %lo = trunc i64 %r1 to i32
  %hi64 = lshr i64 %r1, 32
  %hi = trunc i64 %hi64 to i32
  %s01 = add i32 %r0, %lo
  %sum3 = add i32 %s01, %hi
  %n = zext i32 %ntid to i64
  %j2 = add i64 %i, %n
  %o1 = getelementptr inbounds i32, ptr %out, i64 %j2
  store i32 %sum3, ptr %o1, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @alloca_local, !"kernel", i32 1}
