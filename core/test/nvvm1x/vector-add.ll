; NVVM IR 1.x sample, from the NVVM IR specification, 13.4 "Special Registers" and 10.1 "Address
; Spaces": a vector-add kernel over global (addrspace 1) float arrays that computes its element
; index from ctaid.x * ntid.x + tid.x, marked as a kernel in !nvvm.annotations (chapter 11).
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @vecadd(float addrspace(1)* %a, float addrspace(1)* %b, float addrspace(1)* %c, i32 %n) nounwind {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind readnone
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind readnone
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %inrange = icmp slt i32 %i, %n
  br i1 %inrange, label %body, label %exit

body:
  %pa = getelementptr inbounds float addrspace(1)* %a, i32 %i
  %va = load float addrspace(1)* %pa, align 4
  %pb = getelementptr inbounds float addrspace(1)* %b, i32 %i
  %vb = load float addrspace(1)* %pb, align 4
  %sum = fadd float %va, %vb
  %pc = getelementptr inbounds float addrspace(1)* %c, i32 %i
  store float %sum, float addrspace(1)* %pc, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() nounwind readnone
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() nounwind readnone
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() nounwind readnone
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() nounwind readnone
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() nounwind readnone
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() nounwind readnone
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() nounwind readnone
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() nounwind readnone
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() nounwind readnone
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() nounwind readnone
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() nounwind readnone
declare i32 @llvm.nvvm.read.ptx.sreg.warpsize() nounwind readnone

!nvvm.annotations = !{!0}
!0 = metadata !{void (float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32)* @vecadd, metadata !"kernel", i32 1}
