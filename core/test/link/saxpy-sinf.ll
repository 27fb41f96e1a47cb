; examples/saxpy.ll with y[i] = a * sinf(x[i]) + y[i]: it calls libdevice's __nv_sinf, which only a
; link with libdevice defines (LinkerTest.cpp links it with llvm-dis-19 of libdevice.10.bc).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define dso_local void @_Z9saxpy_sinifPKfPf(i32 noundef %n, float noundef %a, ptr nocapture noundef readonly %x, ptr nocapture noundef %y) local_unnamed_addr #0 {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add i32 %base, %tid
  %inside = icmp slt i32 %i, %n
  br i1 %inside, label %body, label %exit

body:
  %idx = sext i32 %i to i64
  %px = getelementptr inbounds float, ptr %x, i64 %idx
  %vx = load float, ptr %px, align 4
  %s = tail call float @__nv_sinf(float %vx)
  %ax = fmul contract float %s, %a
  %py = getelementptr inbounds float, ptr %y, i64 %idx
  %vy = load float, ptr %py, align 4
  %sum = fadd contract float %ax, %vy
  store float %sum, ptr %py, align 4
  br label %exit

exit:
  ret void
}

declare float @__nv_sinf(float)

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { nounwind "target-cpu"="sm_70" }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!nvvmir.version = !{!3}

!0 = !{ptr @_Z9saxpy_sinifPKfPf, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 2, i32 0}
