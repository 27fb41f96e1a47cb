; Small kernels for the end-to-end tests of `nvvm-sim run` (tools/test/cli/run_cli_test.py).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.P = type { i32, i32 }

@.fmt = private unnamed_addr constant [21 x i8] c"thread %d: x = %.2f\0A\00", align 1

; y[i] = a * x[i] + y[i] for i < n
define void @_Z5saxpyifPKfPf(i32 %n, float %a, ptr %x, ptr %y) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %inside = icmp slt i32 %i, %n
  br i1 %inside, label %body, label %exit

body:
  %idx = sext i32 %i to i64
  %px = getelementptr inbounds float, ptr %x, i64 %idx
  %vx = load float, ptr %px, align 4
  %py = getelementptr inbounds float, ptr %y, i64 %idx
  %vy = load float, ptr %py, align 4
  %ax = fmul float %vx, %a
  %sum = fadd float %ax, %vy
  store float %sum, ptr %py, align 4
  br label %exit

exit:
  ret void
}

; out[i] = i + 1 for every thread, then thread 5 stores through a null pointer.
define void @fault(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %out, i64 %idx
  %v = add i32 %tid, 1
  store i32 %v, ptr %p, align 4
  %bad = icmp eq i32 %tid, 5
  br i1 %bad, label %crash, label %exit

crash:
  store i32 7, ptr null, align 4
  br label %exit

exit:
  ret void
}

; printf("thread %d: x = %.2f\n", tid, x[tid])
define void @hello(ptr %x) {
entry:
  %args = alloca { i32, double }, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %px = getelementptr inbounds float, ptr %x, i64 %idx
  %vx = load float, ptr %px, align 4
  %d = fpext float %vx to double
  store i32 %tid, ptr %args, align 8
  %pd = getelementptr inbounds { i32, double }, ptr %args, i32 0, i32 1
  store double %d, ptr %pd, align 8
  %r = call i32 @vprintf(ptr @.fmt, ptr %args)
  ret void
}

; Spins until flag[0] becomes non-zero, which nothing does: for --timeout.
define void @spin(ptr %flag) {
entry:
  br label %loop

loop:
  %v = load volatile i32, ptr %flag, align 4
  %done = icmp ne i32 %v, 0
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; out[i] = b + h + q + (i64)d + i: scalars of every width.
define void @mix(ptr %out, i8 %b, i16 %h, i64 %q, double %d) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %bq = sext i8 %b to i64
  %hq = sext i16 %h to i64
  %dq = fptosi double %d to i64
  %s1 = add i64 %bq, %hq
  %s2 = add i64 %s1, %q
  %s3 = add i64 %s2, %dq
  %s4 = add i64 %s3, %idx
  %p = getelementptr inbounds i64, ptr %out, i64 %idx
  store i64 %s4, ptr %p, align 8
  ret void
}

; out[0] = p.a + p.b, p passed by value: for `--arg bytes:HEX`.
define void @pair(ptr %out, ptr byval(%struct.P) align 4 %p) {
entry:
  %a = load i32, ptr %p, align 4
  %pb = getelementptr inbounds %struct.P, ptr %p, i32 0, i32 1
  %b = load i32, ptr %pb, align 4
  %sum = add i32 %a, %b
  store i32 %sum, ptr %out, align 4
  ret void
}

declare i32 @vprintf(ptr, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!0 = !{ptr @_Z5saxpyifPKfPf, !"kernel", i32 1}
!1 = !{ptr @fault, !"kernel", i32 1}
!2 = !{ptr @hello, !"kernel", i32 1}
!3 = !{ptr @spin, !"kernel", i32 1}
!4 = !{ptr @mix, !"kernel", i32 1}
!5 = !{ptr @pair, !"kernel", i32 1}
