; ModuleID = 'struct_param.cu'
source_filename = "struct_param.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Inner = type { i16, [3 x float] }
%struct.Params = type { double, i8, [4 x i32], [2 x %struct.Inner], i64 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z4sum3PKf(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = load float, ptr %0, align 4, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %4 = load float, ptr %3, align 4, !tbaa !5
  %5 = fadd contract float %2, %4
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load float, ptr %6, align 4, !tbaa !5
  %8 = fadd contract float %5, %7
  ret float %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z5weigh5Inneri(ptr nocapture noundef readonly byval(%struct.Inner) align 4 %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i16, ptr %0, align 4, !tbaa !9
  %4 = sext i16 %3 to i32
  %5 = mul nsw i32 %4, %1
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = srem i32 %1, 3
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [3 x float], ptr %6, i64 0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !5
  %11 = fptosi float %10 to i32
  %12 = add nsw i32 %5, %11
  ret i32 %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z12struct_param6ParamsPKfPfPii(ptr nocapture noundef readonly byval(%struct.Params) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %60

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !5
  %16 = fpext float %15 to double
  %17 = load double, ptr %0, align 8, !tbaa !12
  %18 = fmul contract double %17, %16
  %19 = fptrunc double %18 to float
  %20 = getelementptr inbounds i8, ptr %0, i64 28
  %21 = getelementptr inbounds i8, ptr %0, i64 36
  %22 = load float, ptr %21, align 4, !tbaa !5
  %23 = fadd contract float %22, %19
  %24 = shl nsw i32 %10, 1
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %2, i64 %25
  store float %23, ptr %26, align 4, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %0, i64 44
  %28 = getelementptr inbounds i8, ptr %0, i64 48
  %29 = call contract noundef float @_Z4sum3PKf(ptr noundef nonnull %28) #3
  %30 = fsub contract float %29, %15
  %31 = or disjoint i32 %24, 1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %2, i64 %32
  store float %30, ptr %33, align 4, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %0, i64 12
  %35 = getelementptr inbounds i8, ptr %0, i64 24
  %36 = load i32, ptr %35, align 8, !tbaa !16
  %37 = getelementptr inbounds i8, ptr %0, i64 8
  %38 = load i8, ptr %37, align 8, !tbaa !18
  %39 = sext i8 %38 to i32
  %40 = add nsw i32 %36, %39
  %41 = load i16, ptr %27, align 4, !tbaa !9
  %42 = sext i16 %41 to i32
  %43 = add nsw i32 %40, %42
  %44 = getelementptr inbounds i8, ptr %0, i64 64
  %45 = load i64, ptr %44, align 8, !tbaa !19
  %46 = lshr i64 %45, 8
  %47 = trunc i64 %46 to i32
  %48 = and i32 %10, 3
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds [4 x i32], ptr %34, i64 0, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !16
  %52 = add i32 %43, %51
  %53 = add i32 %52, %47
  %54 = getelementptr inbounds i32, ptr %3, i64 %25
  store i32 %53, ptr %54, align 4, !tbaa !16
  %55 = and i32 %10, 1
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [2 x %struct.Inner], ptr %20, i64 0, i64 %56
  %58 = tail call noundef i32 @_Z5weigh5Inneri(ptr noundef nonnull byval(%struct.Inner) align 4 %57, i32 noundef %10) #3
  %59 = getelementptr inbounds i32, ptr %3, i64 %32
  store i32 %58, ptr %59, align 4, !tbaa !16
  br label %60

60:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z12struct_param6ParamsPKfPfPii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
