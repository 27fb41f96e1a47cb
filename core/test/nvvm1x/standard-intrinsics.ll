; NVVM IR 1.x sample, from the NVVM IR specification, chapter 9 "Intrinsic Functions" (9.4 Standard
; C Library, 9.5 Bit Manipulations, 9.7 Half Precision, 9.11 Memory Use Markers, 9.12 General):
; the supported LLVM 3.2 intrinsics with their 3.2 signatures (memcpy/memset with align and volatile).
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr constant [6 x i8] c"hot!\00\00", align 1
@.file = private unnamed_addr constant [7 x i8] c"lib.cu\00", align 1

define float @math(float %x, double %y, i32 %bits, i8* %dst, i8* %src) nounwind {
entry:
  %buf = alloca [16 x i8], align 4
  %raw = getelementptr inbounds [16 x i8]* %buf, i32 0, i32 0
  call void @llvm.lifetime.start(i64 16, i8* %raw)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %raw, i8* %src, i64 16, i32 4, i1 false)
  call void @llvm.memmove.p0i8.p0i8.i64(i8* %dst, i8* %raw, i64 16, i32 1, i1 false)
  call void @llvm.memset.p0i8.i64(i8* %raw, i8 0, i64 16, i32 4, i1 false)
  call void @llvm.var.annotation(i8* %raw, i8* getelementptr inbounds ([6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8]* @.file, i32 0, i32 0), i32 12)
  call void @llvm.lifetime.end(i64 16, i8* %raw)
  %s = call float @llvm.sqrt.f32(float %x)
  %d = call double @llvm.fma.f64(double %y, double %y, double 1.000000e+00)
  %sw = call i32 @llvm.bswap.i32(i32 %bits)
  %pop = call i32 @llvm.ctpop.i32(i32 %sw)
  %lz = call i32 @llvm.ctlz.i32(i32 %pop, i1 false)
  %tz = call i32 @llvm.cttz.i32(i32 %lz, i1 true)
  %marked = call i32 @llvm.annotation.i32(i32 %tz, i8* getelementptr inbounds ([6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8]* @.file, i32 0, i32 0), i32 20)
  %asf = sitofp i32 %marked to float
  %half = call i16 @llvm.convert.to.fp16(float %asf)
  %wide = call float @llvm.convert.from.fp16(i16 %half)
  %df = fptrunc double %d to float
  %sum = fadd float %s, %df
  %r = fadd float %sum, %wide
  ret float %r
}

declare void @llvm.memcpy.p0i8.p0i8.i64(i8* nocapture, i8* nocapture, i64, i32, i1) nounwind
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture, i8* nocapture, i64, i32, i1) nounwind
declare void @llvm.memset.p0i8.i64(i8* nocapture, i8, i64, i32, i1) nounwind
declare float @llvm.sqrt.f32(float) nounwind readnone
declare double @llvm.fma.f64(double, double, double) nounwind readnone
declare i32 @llvm.bswap.i32(i32) nounwind readnone
declare i32 @llvm.ctpop.i32(i32) nounwind readnone
declare i32 @llvm.ctlz.i32(i32, i1) nounwind readnone
declare i32 @llvm.cttz.i32(i32, i1) nounwind readnone
declare i16 @llvm.convert.to.fp16(float) nounwind readnone
declare float @llvm.convert.from.fp16(i16) nounwind readnone
declare void @llvm.lifetime.start(i64, i8* nocapture) nounwind
declare void @llvm.lifetime.end(i64, i8* nocapture) nounwind
declare void @llvm.var.annotation(i8*, i8*, i8*, i32) nounwind
declare i32 @llvm.annotation.i32(i32, i8*, i8*, i32) nounwind
