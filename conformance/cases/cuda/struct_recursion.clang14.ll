; ModuleID = 'struct_recursion.cu'
source_filename = "struct_recursion.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Vec3 = type { float, float, float }
%struct.Params = type { i32, float, double, i16, [6 x i8], i32 }
%struct.Node = type { i32, i32, i32 }
%struct.MinMax = type { i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly willreturn
define dso_local %struct.Vec3 @_Z9scale_add4Vec3S_f(%struct.Vec3* nocapture noundef readonly byval(%struct.Vec3) align 4 %0, %struct.Vec3* nocapture noundef readonly byval(%struct.Vec3) align 4 %1, float noundef %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %0, i64 0, i32 0
  %5 = load float, float* %4, align 4, !tbaa !6
  %6 = fmul contract float %5, %2
  %7 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %1, i64 0, i32 0
  %8 = load float, float* %7, align 4, !tbaa !6
  %9 = fadd contract float %6, %8
  %10 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %0, i64 0, i32 1
  %11 = load float, float* %10, align 4, !tbaa !11
  %12 = fmul contract float %11, %2
  %13 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %1, i64 0, i32 1
  %14 = load float, float* %13, align 4, !tbaa !11
  %15 = fadd contract float %12, %14
  %16 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %0, i64 0, i32 2
  %17 = load float, float* %16, align 4, !tbaa !12
  %18 = fmul contract float %17, %2
  %19 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %1, i64 0, i32 2
  %20 = load float, float* %19, align 4, !tbaa !12
  %21 = fadd contract float %18, %20
  %22 = insertvalue %struct.Vec3 poison, float %9, 0
  %23 = insertvalue %struct.Vec3 %22, float %15, 1
  %24 = insertvalue %struct.Vec3 %23, float %21, 2
  ret %struct.Vec3 %24
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readonly willreturn
define dso_local noundef float @_Z3dot4Vec3S_(%struct.Vec3* nocapture noundef readonly byval(%struct.Vec3) align 4 %0, %struct.Vec3* nocapture noundef readonly byval(%struct.Vec3) align 4 %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %0, i64 0, i32 0
  %4 = load float, float* %3, align 4, !tbaa !6
  %5 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %1, i64 0, i32 0
  %6 = load float, float* %5, align 4, !tbaa !6
  %7 = fmul contract float %4, %6
  %8 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %0, i64 0, i32 1
  %9 = load float, float* %8, align 4, !tbaa !11
  %10 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %1, i64 0, i32 1
  %11 = load float, float* %10, align 4, !tbaa !11
  %12 = fmul contract float %9, %11
  %13 = fadd contract float %7, %12
  %14 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %0, i64 0, i32 2
  %15 = load float, float* %14, align 4, !tbaa !12
  %16 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %1, i64 0, i32 2
  %17 = load float, float* %16, align 4, !tbaa !12
  %18 = fmul contract float %15, %17
  %19 = fadd contract float %13, %18
  ret float %19
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z9transform6ParamsPK4Vec3PS0_PfPi(%struct.Params* nocapture noundef readonly byval(%struct.Params) align 8 %0, %struct.Vec3* nocapture noundef readonly %1, %struct.Vec3* nocapture noundef writeonly %2, float* nocapture noundef writeonly %3, i32* nocapture noundef writeonly %4) local_unnamed_addr #1 {
  %6 = alloca %struct.Vec3, align 4
  %7 = alloca %struct.Vec3, align 4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %10 = mul i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %12 = add i32 %10, %11
  %13 = getelementptr inbounds %struct.Params, %struct.Params* %0, i64 0, i32 0
  %14 = load i32, i32* %13, align 8, !tbaa !13
  %15 = icmp slt i32 %12, %14
  br i1 %15, label %16, label %57

16:                                               ; preds = %5
  %17 = getelementptr inbounds %struct.Params, %struct.Params* %0, i64 0, i32 2
  %18 = load double, double* %17, align 8, !tbaa !18
  %19 = fptrunc double %18 to float
  %20 = getelementptr inbounds %struct.Params, %struct.Params* %0, i64 0, i32 3
  %21 = load i16, i16* %20, align 8, !tbaa !19
  %22 = sitofp i16 %21 to float
  %23 = srem i32 %12, 6
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %struct.Params, %struct.Params* %0, i64 0, i32 4, i64 %24
  %26 = load i8, i8* %25, align 1, !tbaa !20
  %27 = sitofp i8 %26 to float
  %28 = sext i32 %12 to i64
  %29 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %1, i64 %28
  %30 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %6, i64 0, i32 0
  store float %19, float* %30, align 4, !tbaa.struct !21
  %31 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %6, i64 0, i32 1
  store float %22, float* %31, align 4, !tbaa.struct !23
  %32 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %6, i64 0, i32 2
  store float %27, float* %32, align 4, !tbaa.struct !24
  %33 = getelementptr inbounds %struct.Params, %struct.Params* %0, i64 0, i32 1
  %34 = load float, float* %33, align 4, !tbaa !25
  %35 = tail call %struct.Vec3 @_Z9scale_add4Vec3S_f(%struct.Vec3* noundef nonnull byval(%struct.Vec3) align 4 %29, %struct.Vec3* noundef nonnull byval(%struct.Vec3) align 4 %6, float noundef %34) #5
  %36 = extractvalue %struct.Vec3 %35, 0
  %37 = extractvalue %struct.Vec3 %35, 1
  %38 = extractvalue %struct.Vec3 %35, 2
  %39 = getelementptr inbounds %struct.Params, %struct.Params* %0, i64 0, i32 5
  %40 = load i32, i32* %39, align 8, !tbaa !26
  %41 = icmp eq i32 %40, 1
  %42 = select i1 %41, float %36, float %38
  %43 = select i1 %41, float %38, float %36
  %44 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %2, i64 %28, i32 0
  store float %43, float* %44, align 4, !tbaa.struct !21
  %45 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %2, i64 %28, i32 1
  store float %37, float* %45, align 4, !tbaa.struct !23
  %46 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %2, i64 %28, i32 2
  store float %42, float* %46, align 4, !tbaa.struct !24
  %47 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %7, i64 0, i32 0
  store float %43, float* %47, align 4, !tbaa.struct !21
  %48 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %7, i64 0, i32 1
  store float %37, float* %48, align 4, !tbaa.struct !23
  %49 = getelementptr inbounds %struct.Vec3, %struct.Vec3* %7, i64 0, i32 2
  store float %42, float* %49, align 4, !tbaa.struct !24
  %50 = tail call contract noundef float @_Z3dot4Vec3S_(%struct.Vec3* noundef nonnull byval(%struct.Vec3) align 4 %7, %struct.Vec3* noundef nonnull byval(%struct.Vec3) align 4 %29) #5
  %51 = getelementptr inbounds float, float* %3, i64 %28
  store float %50, float* %51, align 4, !tbaa !22
  %52 = sext i8 %26 to i32
  %53 = mul nsw i32 %52, 1000
  %54 = sext i16 %21 to i32
  %55 = add nsw i32 %53, %54
  %56 = getelementptr inbounds i32, i32* %4, i64 %28
  store i32 %55, i32* %56, align 4, !tbaa !27
  br label %57

57:                                               ; preds = %5, %16
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readonly willreturn
define dso_local noundef i32 @_Z11subtree_sumPK4Nodei(%struct.Node* noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = icmp slt i32 %1, 0
  br i1 %3, label %18, label %4

4:                                                ; preds = %2, %4
  %5 = phi i32 [ %13, %4 ], [ %1, %2 ]
  %6 = phi i32 [ %16, %4 ], [ 0, %2 ]
  %7 = zext i32 %5 to i64
  %8 = getelementptr inbounds %struct.Node, %struct.Node* %0, i64 %7, i32 0
  %9 = load i32, i32* %8, align 4, !tbaa.struct !28
  %10 = getelementptr inbounds %struct.Node, %struct.Node* %0, i64 %7, i32 1
  %11 = load i32, i32* %10, align 4, !tbaa.struct !29
  %12 = getelementptr inbounds %struct.Node, %struct.Node* %0, i64 %7, i32 2
  %13 = load i32, i32* %12, align 4, !tbaa.struct !30
  %14 = tail call noundef i32 @_Z11subtree_sumPK4Nodei(%struct.Node* noundef %0, i32 noundef %11) #5
  %15 = add i32 %9, %6
  %16 = add i32 %15, %14
  %17 = icmp slt i32 %13, 0
  br i1 %17, label %18, label %4

18:                                               ; preds = %4, %2
  %19 = phi i32 [ 0, %2 ], [ %16, %4 ]
  ret i32 %19
}

; Function Attrs: mustprogress nofree nosync nounwind readonly willreturn
define dso_local %struct.MinMax @_Z7min_maxPKiii(i32* noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = sub nsw i32 %2, %1
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %10

6:                                                ; preds = %3
  %7 = sext i32 %1 to i64
  %8 = getelementptr inbounds i32, i32* %0, i64 %7
  %9 = load i32, i32* %8, align 4, !tbaa !27
  br label %23

10:                                               ; preds = %3
  %11 = sdiv i32 %4, 2
  %12 = add nsw i32 %11, %1
  %13 = tail call %struct.MinMax @_Z7min_maxPKiii(i32* noundef %0, i32 noundef %1, i32 noundef %12) #5
  %14 = extractvalue %struct.MinMax %13, 0
  %15 = extractvalue %struct.MinMax %13, 1
  %16 = tail call %struct.MinMax @_Z7min_maxPKiii(i32* noundef %0, i32 noundef %12, i32 noundef %2) #5
  %17 = extractvalue %struct.MinMax %16, 0
  %18 = extractvalue %struct.MinMax %16, 1
  %19 = icmp slt i32 %14, %17
  %20 = select i1 %19, i32 %14, i32 %17
  %21 = icmp sgt i32 %15, %18
  %22 = select i1 %21, i32 %15, i32 %18
  br label %23

23:                                               ; preds = %10, %6
  %24 = phi i32 [ %9, %6 ], [ %20, %10 ]
  %25 = phi i32 [ %9, %6 ], [ %22, %10 ]
  %26 = insertvalue %struct.MinMax poison, i32 %24, 0
  %27 = insertvalue %struct.MinMax %26, i32 %25, 1
  ret %struct.MinMax %27
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
define dso_local noundef i64 @_Z5binomii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = icmp eq i32 %1, 0
  %4 = icmp eq i32 %0, %1
  %5 = or i1 %3, %4
  br i1 %5, label %50, label %6

6:                                                ; preds = %2
  %7 = add nsw i32 %1, -1
  %8 = sub i32 %0, %1
  %9 = xor i32 %1, -1
  %10 = add i32 %9, %0
  %11 = and i32 %8, 3
  %12 = icmp ult i32 %10, 3
  br i1 %12, label %33, label %13

13:                                               ; preds = %6
  %14 = and i32 %8, -4
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i32 [ %0, %13 ], [ %28, %15 ]
  %17 = phi i64 [ 0, %13 ], [ %30, %15 ]
  %18 = phi i32 [ 0, %13 ], [ %31, %15 ]
  %19 = add nsw i32 %16, -1
  %20 = tail call noundef i64 @_Z5binomii(i32 noundef %19, i32 noundef %7) #5
  %21 = add i64 %20, %17
  %22 = add nsw i32 %16, -2
  %23 = tail call noundef i64 @_Z5binomii(i32 noundef %22, i32 noundef %7) #5
  %24 = add i64 %23, %21
  %25 = add nsw i32 %16, -3
  %26 = tail call noundef i64 @_Z5binomii(i32 noundef %25, i32 noundef %7) #5
  %27 = add i64 %26, %24
  %28 = add nsw i32 %16, -4
  %29 = tail call noundef i64 @_Z5binomii(i32 noundef %28, i32 noundef %7) #5
  %30 = add i64 %29, %27
  %31 = add i32 %18, 4
  %32 = icmp eq i32 %31, %14
  br i1 %32, label %33, label %15

33:                                               ; preds = %15, %6
  %34 = phi i64 [ undef, %6 ], [ %30, %15 ]
  %35 = phi i32 [ %0, %6 ], [ %28, %15 ]
  %36 = phi i64 [ 0, %6 ], [ %30, %15 ]
  %37 = icmp eq i32 %11, 0
  br i1 %37, label %47, label %38

38:                                               ; preds = %33, %38
  %39 = phi i32 [ %42, %38 ], [ %35, %33 ]
  %40 = phi i64 [ %44, %38 ], [ %36, %33 ]
  %41 = phi i32 [ %45, %38 ], [ 0, %33 ]
  %42 = add nsw i32 %39, -1
  %43 = tail call noundef i64 @_Z5binomii(i32 noundef %42, i32 noundef %7) #5
  %44 = add i64 %43, %40
  %45 = add i32 %41, 1
  %46 = icmp eq i32 %45, %11
  br i1 %46, label %47, label %38, !llvm.loop !31

47:                                               ; preds = %38, %33
  %48 = phi i64 [ %34, %33 ], [ %44, %38 ]
  %49 = add i64 %48, 1
  br label %50

50:                                               ; preds = %47, %2
  %51 = phi i64 [ 1, %2 ], [ %49, %47 ]
  ret i64 %51
}

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z7recursePK4NodeiPKiPiP6MinMaxPy(%struct.Node* noundef %0, i32 noundef %1, i32* noundef %2, i32* nocapture noundef writeonly %3, %struct.MinMax* nocapture noundef writeonly %4, i64* nocapture noundef writeonly %5) local_unnamed_addr #1 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %1
  %13 = sext i32 %11 to i64
  br i1 %12, label %14, label %17

14:                                               ; preds = %6
  %15 = getelementptr inbounds i32, i32* %3, i64 %13
  %16 = tail call noundef i32 @_Z11subtree_sumPK4Nodei(%struct.Node* noundef %0, i32 noundef %11) #5
  store i32 %16, i32* %15, align 4, !tbaa !27
  br label %17

17:                                               ; preds = %6, %14
  %18 = srem i32 %11, 29
  %19 = add i32 %11, 1
  %20 = add i32 %19, %18
  %21 = tail call %struct.MinMax @_Z7min_maxPKiii(i32* noundef %2, i32 noundef %11, i32 noundef %20) #5
  %22 = extractvalue %struct.MinMax %21, 0
  %23 = extractvalue %struct.MinMax %21, 1
  %24 = getelementptr inbounds %struct.MinMax, %struct.MinMax* %4, i64 %13, i32 0
  store i32 %22, i32* %24, align 4, !tbaa.struct !29
  %25 = getelementptr inbounds %struct.MinMax, %struct.MinMax* %4, i64 %13, i32 1
  store i32 %23, i32* %25, align 4, !tbaa.struct !30
  %26 = freeze i32 %11
  %27 = sdiv i32 %26, 13
  %28 = mul i32 %27, 13
  %29 = sub i32 %26, %28
  %30 = add nsw i32 %29, 1
  %31 = srem i32 %27, %30
  %32 = tail call noundef i64 @_Z5binomii(i32 noundef %29, i32 noundef %31) #5
  %33 = getelementptr inbounds i64, i64* %5, i64 %13
  store i64 %32, i64* %33, align 8, !tbaa !33
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { mustprogress nofree nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #4 = { nofree nosync nounwind readnone speculatable }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (%struct.Params*, %struct.Vec3*, %struct.Vec3*, float*, i32*)* @_Z9transform6ParamsPK4Vec3PS0_PfPi, !"kernel", i32 1}
!1 = !{void (%struct.Node*, i32, i32*, i32*, %struct.MinMax*, i64*)* @_Z7recursePK4NodeiPKiPiP6MinMaxPy, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS4Vec3", !8, i64 0, !8, i64 4, !8, i64 8}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!7, !8, i64 4}
!12 = !{!7, !8, i64 8}
!13 = !{!14, !15, i64 0}
!14 = !{!"_ZTS6Params", !15, i64 0, !8, i64 4, !16, i64 8, !17, i64 16, !9, i64 18, !15, i64 24}
!15 = !{!"int", !9, i64 0}
!16 = !{!"double", !9, i64 0}
!17 = !{!"short", !9, i64 0}
!18 = !{!14, !16, i64 8}
!19 = !{!14, !17, i64 16}
!20 = !{!9, !9, i64 0}
!21 = !{i64 0, i64 4, !22, i64 4, i64 4, !22, i64 8, i64 4, !22}
!22 = !{!8, !8, i64 0}
!23 = !{i64 0, i64 4, !22, i64 4, i64 4, !22}
!24 = !{i64 0, i64 4, !22}
!25 = !{!14, !8, i64 4}
!26 = !{!14, !15, i64 24}
!27 = !{!15, !15, i64 0}
!28 = !{i64 0, i64 4, !27, i64 4, i64 4, !27, i64 8, i64 4, !27}
!29 = !{i64 0, i64 4, !27, i64 4, i64 4, !27}
!30 = !{i64 0, i64 4, !27}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.unroll.disable"}
!33 = !{!34, !34, i64 0}
!34 = !{!"long long", !9, i64 0}
