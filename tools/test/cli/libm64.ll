; Calls libdevice's double functions whose bodies use multi-instruction inline PTX (__nv_sin,
; __nv_cos, __nv_tan, __nv_sincos and the Bessel functions reduce large arguments with 128-bit
; carry chains; __nv_cbrt uses setp/selp) and __nv_ffs (bfind.shiftamt): run natively or with
; --link libdevice.ll. Element i: x[i] and k[i]; out[10 i ..]: sin, cos, tan, sincos (2), cbrt,
; j0, y1, jn(k & 7), ffs(k).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @libm64(i32 %n, ptr %x, ptr %k, ptr %out) {
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
  %px = getelementptr inbounds double, ptr %x, i64 %idx
  %v = load double, ptr %px, align 8
  %pk = getelementptr inbounds i32, ptr %k, i64 %idx
  %kv = load i32, ptr %pk, align 4
  %order = and i32 %kv, 7
  %o = mul i64 %idx, 10
  %p0 = getelementptr inbounds double, ptr %out, i64 %o
  %s = call double @__nv_sin(double %v)
  store double %s, ptr %p0, align 8
  %p1 = getelementptr inbounds double, ptr %p0, i64 1
  %c = call double @__nv_cos(double %v)
  store double %c, ptr %p1, align 8
  %p2 = getelementptr inbounds double, ptr %p0, i64 2
  %t = call double @__nv_tan(double %v)
  store double %t, ptr %p2, align 8
  %p3 = getelementptr inbounds double, ptr %p0, i64 3
  %p4 = getelementptr inbounds double, ptr %p0, i64 4
  call void @__nv_sincos(double %v, ptr %p3, ptr %p4)
  %p5 = getelementptr inbounds double, ptr %p0, i64 5
  %cb = call double @__nv_cbrt(double %v)
  store double %cb, ptr %p5, align 8
  %p6 = getelementptr inbounds double, ptr %p0, i64 6
  %j0 = call double @__nv_j0(double %v)
  store double %j0, ptr %p6, align 8
  %p7 = getelementptr inbounds double, ptr %p0, i64 7
  %y1 = call double @__nv_y1(double %v)
  store double %y1, ptr %p7, align 8
  %p8 = getelementptr inbounds double, ptr %p0, i64 8
  %jn = call double @__nv_jn(i32 %order, double %v)
  store double %jn, ptr %p8, align 8
  %p9 = getelementptr inbounds double, ptr %p0, i64 9
  %f = call i32 @__nv_ffs(i32 %kv)
  %fd = sitofp i32 %f to double
  store double %fd, ptr %p9, align 8
  br label %exit

exit:
  ret void
}

declare double @__nv_sin(double)
declare double @__nv_cos(double)
declare double @__nv_tan(double)
declare void @__nv_sincos(double, ptr, ptr)
declare double @__nv_cbrt(double)
declare double @__nv_j0(double)
declare double @__nv_y1(double)
declare double @__nv_jn(i32, double)
declare i32 @__nv_ffs(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @libm64, !"kernel", i32 1}
