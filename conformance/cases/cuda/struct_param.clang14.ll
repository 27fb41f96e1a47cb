; ModuleID = 'struct_param.cu'
source_filename = "struct_param.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Inner = type { i16, [3 x float] }
%struct.Params = type { double, i8, [4 x i32], [2 x %struct.Inner], i64 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly willreturn
define dso_local noundef float @_Z4sum3PKf(float* nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = load float, float* %0, align 4, !tbaa !5
  %3 = getelementptr inbounds float, float* %0, i64 1
  %4 = load float, float* %3, align 4, !tbaa !5
  %5 = fadd contract float %2, %4
  %6 = getelementptr inbounds float, float* %0, i64 2
  %7 = load float, float* %6, align 4, !tbaa !5
  %8 = fadd contract float %5, %7
  ret float %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly willreturn
define dso_local noundef i32 @_Z5weigh5Inneri(%struct.Inner* nocapture noundef readonly byval(%struct.Inner) align 4 %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.Inner, %struct.Inner* %0, i64 0, i32 0
  %4 = load i16, i16* %3, align 4, !tbaa !9
  %5 = sext i16 %4 to i32
  %6 = mul nsw i32 %5, %1
  %7 = srem i32 %1, 3
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds %struct.Inner, %struct.Inner* %0, i64 0, i32 1, i64 %8
  %10 = load float, float* %9, align 4, !tbaa !5
  %11 = fptosi float %10 to i32
  %12 = add nsw i32 %6, %11
  ret i32 %12
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z12struct_param6ParamsPKfPfPii(%struct.Params* nocapture noundef readonly byval(%struct.Params) align 8 %0, float* nocapture noundef readonly %1, float* nocapture noundef writeonly %2, i32* nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %59

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, float* %1, i64 %13
  %15 = load float, float* %14, align 4, !tbaa !5
  %16 = fpext float %15 to double
  %17 = getelementptr inbounds %struct.Params, %struct.Params* %0, i64 0, i32 0
  %18 = load double, double* %17, align 8, !tbaa !12
  %19 = fmul contract double %18, %16
  %20 = fptrunc double %19 to float
  %21 = getelementptr inbounds %struct.Params, %struct.Params* %0, i64 0, i32 3, i64 0, i32 1, i64 1
  %22 = load float, float* %21, align 4, !tbaa !5
  %23 = fadd contract float %22, %20
  %24 = shl nsw i32 %10, 1
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, float* %2, i64 %25
  store float %23, float* %26, align 4, !tbaa !5
  %27 = getelementptr inbounds %struct.Params, %struct.Params* %0, i64 0, i32 3, i64 1, i32 1, i64 0
  %28 = call contract noundef float @_Z4sum3PKf(float* noundef nonnull %27) #3
  %29 = fsub contract float %28, %15
  %30 = or i32 %24, 1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, float* %2, i64 %31
  store float %29, float* %32, align 4, !tbaa !5
  %33 = getelementptr inbounds %struct.Params, %struct.Params* %0, i64 0, i32 2, i64 3
  %34 = load i32, i32* %33, align 8, !tbaa !16
  %35 = getelementptr inbounds %struct.Params, %struct.Params* %0, i64 0, i32 1
  %36 = load i8, i8* %35, align 8, !tbaa !18
  %37 = sext i8 %36 to i32
  %38 = add nsw i32 %34, %37
  %39 = getelementptr inbounds %struct.Params, %struct.Params* %0, i64 0, i32 3, i64 1, i32 0
  %40 = load i16, i16* %39, align 4, !tbaa !9
  %41 = sext i16 %40 to i32
  %42 = add nsw i32 %38, %41
  %43 = getelementptr inbounds %struct.Params, %struct.Params* %0, i64 0, i32 4
  %44 = load i64, i64* %43, align 8, !tbaa !19
  %45 = lshr i64 %44, 8
  %46 = trunc i64 %45 to i32
  %47 = and i32 %10, 3
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds %struct.Params, %struct.Params* %0, i64 0, i32 2, i64 %48
  %50 = load i32, i32* %49, align 4, !tbaa !16
  %51 = add i32 %42, %50
  %52 = add i32 %51, %46
  %53 = getelementptr inbounds i32, i32* %3, i64 %25
  store i32 %52, i32* %53, align 4, !tbaa !16
  %54 = and i32 %10, 1
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds %struct.Params, %struct.Params* %0, i64 0, i32 3, i64 %55
  %57 = tail call noundef i32 @_Z5weigh5Inneri(%struct.Inner* noundef nonnull byval(%struct.Inner) align 4 %56, i32 noundef %10) #3
  %58 = getelementptr inbounds i32, i32* %3, i64 %31
  store i32 %57, i32* %58, align 4, !tbaa !16
  br label %59

59:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (%struct.Params*, float*, float*, i32*, i32)* @_Z12struct_param6ParamsPKfPfPii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS5Inner", !11, i64 0, !7, i64 4}
!11 = !{!"short", !7, i64 0}
!12 = !{!13, !14, i64 0}
!13 = !{!"_ZTS6Params", !14, i64 0, !7, i64 8, !7, i64 12, !7, i64 28, !15, i64 64}
!14 = !{!"double", !7, i64 0}
!15 = !{!"long long", !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !7, i64 0}
!18 = !{!13, !7, i64 8}
!19 = !{!13, !15, i64 64}
