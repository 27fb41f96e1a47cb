; VALID
; Intrinsics that LLVM-era producers emit and the specification does not forbid are accepted.
target triple = "nvptx64-nvidia-cuda"

define float @f(float %x, i32 %a, i32 %b, ptr %p, ptr %q) {
  %s = call float @llvm.sqrt.f32(float %x)
  %e2 = call float @llvm.exp2.f32(float %s)
  %ab = call float @llvm.fabs.f32(float %e2)
  %fm = call float @llvm.fmuladd.f32(float %ab, float %x, float %s)
  %sinh = call float @llvm.sinh.f32(float %fm)
  %mx = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  %cl = call i32 @llvm.ctlz.i32(i32 %mx, i1 false)
  %sh = call i32 @llvm.fshl.i32(i32 %cl, i32 %a, i32 3)
  call void @llvm.assume(i1 true)
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 4, i1 false)
  call void @llvm.lifetime.end.p0(i64 4, ptr %p)
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.barrier0()
  %new = call i32 @llvm.nvvm.some.future.intrinsic(i32 %tid)
  ret float %sinh
}

declare float @llvm.sqrt.f32(float)
declare float @llvm.exp2.f32(float)
declare float @llvm.fabs.f32(float)
declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.sinh.f32(float)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare void @llvm.assume(i1)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.some.future.intrinsic(i32)
