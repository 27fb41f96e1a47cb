; Calls libdevice's __nv_sinf, __nv_expf and __nv_logf: run natively (the executor's own
; implementations) or with --link libdevice.ll (libdevice's bodies), per element of x.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @libm(i32 %n, ptr %x, ptr %sin, ptr %exp, ptr %log) {
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
  %v = load float, ptr %px, align 4
  %s = call float @__nv_sinf(float %v)
  %e = call float @__nv_expf(float %v)
  %l = call float @__nv_logf(float %v)
  %ps = getelementptr inbounds float, ptr %sin, i64 %idx
  store float %s, ptr %ps, align 4
  %pe = getelementptr inbounds float, ptr %exp, i64 %idx
  store float %e, ptr %pe, align 4
  %pl = getelementptr inbounds float, ptr %log, i64 %idx
  store float %l, ptr %pl, align 4
  br label %exit

exit:
  ret void
}

declare float @__nv_sinf(float)
declare float @__nv_expf(float)
declare float @__nv_logf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @libm, !"kernel", i32 1}
