; ModuleID = 'libdevice_math.cu'
source_filename = "libdevice_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8math_f32PKfS0_Pf(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp sgt i32 %8, 255
  br i1 %9, label %43, label %10

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !6
  %14 = getelementptr inbounds float, ptr %1, i64 %11
  %15 = load float, ptr %14, align 4, !tbaa !6
  %16 = getelementptr inbounds float, ptr %2, i64 %11
  %17 = fmul contract float %13, 4.000000e+00
  %18 = tail call contract noundef float @__nv_sinf(float noundef %17) #3
  store float %18, ptr %16, align 4, !tbaa !6
  %19 = tail call contract noundef float @__nv_cosf(float noundef %17) #3
  %20 = getelementptr inbounds i8, ptr %16, i64 1024
  store float %19, ptr %20, align 4, !tbaa !6
  %21 = tail call contract noundef float @__nv_expf(float noundef %13) #3
  %22 = getelementptr inbounds i8, ptr %16, i64 2048
  store float %21, ptr %22, align 4, !tbaa !6
  %23 = tail call contract noundef float @llvm.fabs.f32(float %15)
  %24 = fadd contract float %23, 0x3F50624DE0000000
  %25 = tail call contract noundef float @__nv_logf(float noundef %24) #3
  %26 = getelementptr inbounds i8, ptr %16, i64 3072
  store float %25, ptr %26, align 4, !tbaa !6
  %27 = fmul contract float %13, 2.500000e-01
  %28 = tail call contract noundef float @__nv_powf(float noundef %23, float noundef %27) #3
  %29 = getelementptr inbounds i8, ptr %16, i64 4096
  store float %28, ptr %29, align 4, !tbaa !6
  %30 = fmul contract float %13, %15
  %31 = tail call contract noundef float @llvm.fabs.f32(float %30)
  %32 = tail call contract float @__nv_sqrtf(float noundef %31) #3
  %33 = getelementptr inbounds i8, ptr %16, i64 5120
  store float %32, ptr %33, align 4, !tbaa !6
  %34 = fmul contract float %13, 1.250000e-01
  %35 = tail call contract noundef float @__nv_erff(float noundef %34) #3
  %36 = getelementptr inbounds i8, ptr %16, i64 6144
  store float %35, ptr %36, align 4, !tbaa !6
  %37 = tail call contract noundef float @__nv_tanhf(float noundef %27) #3
  %38 = getelementptr inbounds i8, ptr %16, i64 7168
  store float %37, ptr %38, align 4, !tbaa !6
  %39 = tail call contract noundef float @__nv_atan2f(float noundef %15, float noundef %13) #3
  %40 = getelementptr inbounds i8, ptr %16, i64 8192
  store float %39, ptr %40, align 4, !tbaa !6
  %41 = tail call contract noundef float @__nv_cbrtf(float noundef %30) #3
  %42 = getelementptr inbounds i8, ptr %16, i64 9216
  store float %41, ptr %42, align 4, !tbaa !6
  br label %43

43:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8math_f64PKdS0_Pd(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp sgt i32 %8, 255
  br i1 %9, label %40, label %10

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !10
  %14 = getelementptr inbounds double, ptr %1, i64 %11
  %15 = load double, ptr %14, align 8, !tbaa !10
  %16 = getelementptr inbounds double, ptr %2, i64 %11
  %17 = fmul contract double %13, 4.000000e+00
  %18 = tail call contract noundef double @__nv_sin(double noundef %17) #3
  store double %18, ptr %16, align 8, !tbaa !10
  %19 = tail call contract noundef double @__nv_exp(double noundef %13) #3
  %20 = getelementptr inbounds i8, ptr %16, i64 2048
  store double %19, ptr %20, align 8, !tbaa !10
  %21 = tail call contract noundef double @llvm.fabs.f64(double %15)
  %22 = fadd contract double %21, 1.000000e-03
  %23 = tail call contract noundef double @__nv_log(double noundef %22) #3
  %24 = getelementptr inbounds i8, ptr %16, i64 4096
  store double %23, ptr %24, align 8, !tbaa !10
  %25 = fmul contract double %13, 2.500000e-01
  %26 = tail call contract noundef double @__nv_pow(double noundef %21, double noundef %25) #3
  %27 = getelementptr inbounds i8, ptr %16, i64 6144
  store double %26, ptr %27, align 8, !tbaa !10
  %28 = fmul contract double %13, %15
  %29 = tail call contract noundef double @llvm.fabs.f64(double %28)
  %30 = tail call contract double @__nv_sqrt(double noundef %29) #3
  %31 = getelementptr inbounds i8, ptr %16, i64 8192
  store double %30, ptr %31, align 8, !tbaa !10
  %32 = fmul contract double %13, 1.250000e-01
  %33 = tail call contract noundef double @__nv_erf(double noundef %32) #3
  %34 = getelementptr inbounds i8, ptr %16, i64 10240
  store double %33, ptr %34, align 8, !tbaa !10
  %35 = tail call contract noundef double @__nv_tanh(double noundef %25) #3
  %36 = getelementptr inbounds i8, ptr %16, i64 12288
  store double %35, ptr %36, align 8, !tbaa !10
  %37 = tail call contract noundef double @llvm.fabs.f64(double %13)
  %38 = tail call contract noundef double @__nv_log1p(double noundef %37) #3
  %39 = getelementptr inbounds i8, ptr %16, i64 14336
  store double %38, ptr %39, align 8, !tbaa !10
  br label %40

40:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local double @__nv_sqrt(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cosf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_powf(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_erff(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_tanhf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_atan2f(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cbrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_sin(double noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_exp(double noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_log(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: convergent nounwind
declare dso_local double @__nv_pow(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_erf(double noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_tanh(double noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_log1p(double noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z8math_f32PKfS0_Pf, !"kernel", i32 1}
!1 = !{ptr @_Z8math_f64PKdS0_Pd, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
