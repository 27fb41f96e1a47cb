; NVVM IR 1.x sample, from the NVVM IR specification, 10.2.2 "Conversion" and 13.3 "Address space
; conversion": generic <-> specific pointer conversions through the llvm.nvvm.ptr.* intrinsics.
; (The specification's listing prints "pli8" and "f32*" where p1i8 and float* are meant.)
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [64 x float] zeroinitializer, align 4

define void @convert(float* %p, i32 %i) nounwind {
entry:
  %g = call float addrspace(1)* @llvm.nvvm.ptr.gen.to.global.p1f32.p0f32(float* %p)
  %gi = getelementptr inbounds float addrspace(1)* %g, i32 %i
  %x = load float addrspace(1)* %gi, align 4
  %s0 = getelementptr inbounds [64 x float] addrspace(3)* @buf, i32 0, i32 0
  %gen = call float* @llvm.nvvm.ptr.shared.to.gen.p0f32.p3f32(float addrspace(3)* %s0)
  %gen.i = getelementptr inbounds float* %gen, i32 %i
  store float %x, float* %gen.i, align 4
  %back = call float addrspace(3)* @llvm.nvvm.ptr.gen.to.shared.p3f32.p0f32(float* %gen.i)
  %y = load float addrspace(3)* %back, align 4
  %bytes = bitcast float* %p to i8*
  %l = call i8 addrspace(5)* @llvm.nvvm.ptr.gen.to.local.p5i8.p0i8(i8* %bytes)
  %l.gen = call i8* @llvm.nvvm.ptr.local.to.gen.p0i8.p5i8(i8 addrspace(5)* %l)
  %asint = ptrtoint i8* %l.gen to i64
  %again = inttoptr i64 %asint to float*
  store float %y, float* %again, align 4
  ret void
}

declare i8* @llvm.nvvm.ptr.global.to.gen.p0i8.p1i8(i8 addrspace(1)*) nounwind readnone
declare i8* @llvm.nvvm.ptr.shared.to.gen.p0i8.p3i8(i8 addrspace(3)*) nounwind readnone
declare i8* @llvm.nvvm.ptr.constant.to.gen.p0i8.p4i8(i8 addrspace(4)*) nounwind readnone
declare i8* @llvm.nvvm.ptr.local.to.gen.p0i8.p5i8(i8 addrspace(5)*) nounwind readnone
declare float* @llvm.nvvm.ptr.shared.to.gen.p0f32.p3f32(float addrspace(3)*) nounwind readnone
declare i8 addrspace(1)* @llvm.nvvm.ptr.gen.to.global.p1i8.p0i8(i8*) nounwind readnone
declare i8 addrspace(5)* @llvm.nvvm.ptr.gen.to.local.p5i8.p0i8(i8*) nounwind readnone
declare float addrspace(1)* @llvm.nvvm.ptr.gen.to.global.p1f32.p0f32(float*) nounwind readnone
declare float addrspace(3)* @llvm.nvvm.ptr.gen.to.shared.p3f32.p0f32(float*) nounwind readnone
declare double addrspace(4)* @llvm.nvvm.ptr.gen.to.constant.p4f64.p0f64(double*) nounwind readnone
