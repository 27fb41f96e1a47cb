; VALID
; VALID: a typical clang-19 kernel.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shared = internal addrspace(3) global [256 x float] undef, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare float @llvm.fmuladd.f32(float, float, float)

define ptx_kernel void @saxpy(i32 noundef %n, float noundef %a, ptr noundef readonly %x, ptr noundef %y) #0 {
entry:
  %ctaid = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i32 %ctaid, %ntid
  %i = add i32 %mul, %tid
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %body, label %exit

body:
  %idx = sext i32 %i to i64
  %xp = getelementptr inbounds float, ptr %x, i64 %idx
  %xg = addrspacecast ptr %xp to ptr addrspace(1)
  %xv = load float, ptr addrspace(1) %xg, align 4
  %slot = getelementptr inbounds [256 x float], ptr addrspace(3) @shared, i32 0, i32 %tid
  store float %xv, ptr addrspace(3) %slot, align 4
  call void @llvm.nvvm.barrier0()
  %sv = load float, ptr addrspace(3) %slot, align 4
  %yp = getelementptr inbounds float, ptr %y, i64 %idx
  %yv = load float, ptr %yp, align 4
  %r = tail call float @llvm.fmuladd.f32(float %a, float %sv, float %yv)
  store float %r, ptr %yp, align 4
  br label %exit

exit:
  %done = phi i1 [ false, %entry ], [ true, %body ]
  ret void
}

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_70" }

!nvvm.annotations = !{!0}
!0 = !{ptr @saxpy, !"kernel", i32 1}
