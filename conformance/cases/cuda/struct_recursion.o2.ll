; ModuleID = 'struct_recursion.cu'
source_filename = "struct_recursion.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Vec3 = type { float, float, float }
%struct.Params = type { i32, float, double, i16, [6 x i8], i32 }
%struct.Node = type { i32, i32, i32 }
%struct.MinMax = type { i32, i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.Vec3 @_Z9scale_add4Vec3S_f(ptr nocapture noundef readonly byval(%struct.Vec3) align 4 %0, ptr nocapture noundef readonly byval(%struct.Vec3) align 4 %1, float noundef %2) local_unnamed_addr #0 {
  %4 = load float, ptr %0, align 4, !tbaa !6
  %5 = fmul contract float %4, %2
  %6 = load float, ptr %1, align 4, !tbaa !6
  %7 = fadd contract float %5, %6
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !11
  %10 = fmul contract float %9, %2
  %11 = getelementptr inbounds i8, ptr %1, i64 4
  %12 = load float, ptr %11, align 4, !tbaa !11
  %13 = fadd contract float %10, %12
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = load float, ptr %14, align 4, !tbaa !12
  %16 = fmul contract float %15, %2
  %17 = getelementptr inbounds i8, ptr %1, i64 8
  %18 = load float, ptr %17, align 4, !tbaa !12
  %19 = fadd contract float %16, %18
  %20 = insertvalue %struct.Vec3 poison, float %7, 0
  %21 = insertvalue %struct.Vec3 %20, float %13, 1
  %22 = insertvalue %struct.Vec3 %21, float %19, 2
  ret %struct.Vec3 %22
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z3dot4Vec3S_(ptr nocapture noundef readonly byval(%struct.Vec3) align 4 %0, ptr nocapture noundef readonly byval(%struct.Vec3) align 4 %1) local_unnamed_addr #0 {
  %3 = load float, ptr %0, align 4, !tbaa !6
  %4 = load float, ptr %1, align 4, !tbaa !6
  %5 = fmul contract float %3, %4
  %6 = getelementptr inbounds i8, ptr %0, i64 4
  %7 = load float, ptr %6, align 4, !tbaa !11
  %8 = getelementptr inbounds i8, ptr %1, i64 4
  %9 = load float, ptr %8, align 4, !tbaa !11
  %10 = fmul contract float %7, %9
  %11 = fadd contract float %5, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load float, ptr %12, align 4, !tbaa !12
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = load float, ptr %14, align 4, !tbaa !12
  %16 = fmul contract float %13, %15
  %17 = fadd contract float %11, %16
  ret float %17
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9transform6ParamsPK4Vec3PS0_PfPi(ptr nocapture noundef readonly byval(%struct.Params) align 8 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #1 {
  %6 = alloca %struct.Vec3, align 4
  %7 = alloca %struct.Vec3, align 4
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = load i32, ptr %0, align 8, !tbaa !13
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %55

15:                                               ; preds = %5
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load double, ptr %16, align 8, !tbaa !18
  %18 = fptrunc double %17 to float
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = load i16, ptr %19, align 8, !tbaa !19
  %21 = sitofp i16 %20 to float
  %22 = getelementptr inbounds i8, ptr %0, i64 18
  %23 = srem i32 %12, 6
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [6 x i8], ptr %22, i64 0, i64 %24
  %26 = load i8, ptr %25, align 1, !tbaa !20
  %27 = sitofp i8 %26 to float
  %28 = sext i32 %12 to i64
  %29 = getelementptr inbounds %struct.Vec3, ptr %1, i64 %28
  store float %18, ptr %6, align 4, !tbaa !21
  %30 = getelementptr inbounds i8, ptr %6, i64 4
  store float %21, ptr %30, align 4, !tbaa !21
  %31 = getelementptr inbounds i8, ptr %6, i64 8
  store float %27, ptr %31, align 4, !tbaa !21
  %32 = getelementptr inbounds i8, ptr %0, i64 4
  %33 = load float, ptr %32, align 4, !tbaa !22
  %34 = tail call %struct.Vec3 @_Z9scale_add4Vec3S_f(ptr noundef nonnull byval(%struct.Vec3) align 4 %29, ptr noundef nonnull byval(%struct.Vec3) align 4 %6, float noundef %33) #6
  %35 = extractvalue %struct.Vec3 %34, 0
  %36 = extractvalue %struct.Vec3 %34, 1
  %37 = extractvalue %struct.Vec3 %34, 2
  %38 = getelementptr inbounds i8, ptr %0, i64 24
  %39 = load i32, ptr %38, align 8, !tbaa !23
  %40 = icmp eq i32 %39, 1
  %41 = select i1 %40, float %35, float %37
  %42 = select i1 %40, float %37, float %35
  %43 = getelementptr inbounds %struct.Vec3, ptr %2, i64 %28
  store float %42, ptr %43, align 4, !tbaa !21
  %44 = getelementptr inbounds i8, ptr %43, i64 4
  store float %36, ptr %44, align 4, !tbaa !21
  %45 = getelementptr inbounds i8, ptr %43, i64 8
  store float %41, ptr %45, align 4, !tbaa !21
  store float %42, ptr %7, align 4, !tbaa !21
  %46 = getelementptr inbounds i8, ptr %7, i64 4
  store float %36, ptr %46, align 4, !tbaa !21
  %47 = getelementptr inbounds i8, ptr %7, i64 8
  store float %41, ptr %47, align 4, !tbaa !21
  %48 = tail call contract noundef float @_Z3dot4Vec3S_(ptr noundef nonnull byval(%struct.Vec3) align 4 %7, ptr noundef nonnull byval(%struct.Vec3) align 4 %29) #6
  %49 = getelementptr inbounds float, ptr %3, i64 %28
  store float %48, ptr %49, align 4, !tbaa !21
  %50 = sext i8 %26 to i32
  %51 = mul nsw i32 %50, 1000
  %52 = sext i16 %20 to i32
  %53 = add nsw i32 %51, %52
  %54 = getelementptr inbounds i32, ptr %4, i64 %28
  store i32 %53, ptr %54, align 4, !tbaa !24
  br label %55

55:                                               ; preds = %5, %15
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z11subtree_sumPK4Nodei(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = icmp slt i32 %1, 0
  br i1 %3, label %18, label %4

4:                                                ; preds = %2, %4
  %5 = phi i32 [ %13, %4 ], [ %1, %2 ]
  %6 = phi i32 [ %16, %4 ], [ 0, %2 ]
  %7 = zext nneg i32 %5 to i64
  %8 = getelementptr inbounds %struct.Node, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !24
  %10 = getelementptr inbounds i8, ptr %8, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !24
  %12 = getelementptr inbounds i8, ptr %8, i64 8
  %13 = load i32, ptr %12, align 4, !tbaa !24
  %14 = tail call noundef i32 @_Z11subtree_sumPK4Nodei(ptr noundef %0, i32 noundef %11) #6
  %15 = add i32 %9, %6
  %16 = add i32 %15, %14
  %17 = icmp slt i32 %13, 0
  br i1 %17, label %18, label %4

18:                                               ; preds = %4, %2
  %19 = phi i32 [ 0, %2 ], [ %16, %4 ]
  ret i32 %19
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.MinMax @_Z7min_maxPKiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = sub nsw i32 %2, %1
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %10

6:                                                ; preds = %3
  %7 = sext i32 %1 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !24
  br label %21

10:                                               ; preds = %3
  %11 = sdiv i32 %4, 2
  %12 = add nsw i32 %11, %1
  %13 = tail call %struct.MinMax @_Z7min_maxPKiii(ptr noundef %0, i32 noundef %1, i32 noundef %12) #6
  %14 = extractvalue %struct.MinMax %13, 0
  %15 = extractvalue %struct.MinMax %13, 1
  %16 = tail call %struct.MinMax @_Z7min_maxPKiii(ptr noundef %0, i32 noundef %12, i32 noundef %2) #6
  %17 = extractvalue %struct.MinMax %16, 0
  %18 = extractvalue %struct.MinMax %16, 1
  %19 = tail call i32 @llvm.smin.i32(i32 %14, i32 %17)
  %20 = tail call i32 @llvm.smax.i32(i32 %15, i32 %18)
  br label %21

21:                                               ; preds = %10, %6
  %22 = phi i32 [ %9, %6 ], [ %19, %10 ]
  %23 = phi i32 [ %9, %6 ], [ %20, %10 ]
  %24 = insertvalue %struct.MinMax poison, i32 %22, 0
  %25 = insertvalue %struct.MinMax %24, i32 %23, 1
  ret %struct.MinMax %25
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define dso_local noundef i64 @_Z5binomii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = icmp eq i32 %1, 0
  %4 = icmp eq i32 %1, %0
  %5 = or i1 %3, %4
  br i1 %5, label %49, label %6

6:                                                ; preds = %2
  %7 = add nsw i32 %1, -1
  %8 = sub i32 %0, %1
  %9 = and i32 %8, 3
  %10 = sub i32 %1, %0
  %11 = icmp ugt i32 %10, -4
  br i1 %11, label %32, label %12

12:                                               ; preds = %6
  %13 = and i32 %8, -4
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i32 [ %0, %12 ], [ %27, %14 ]
  %16 = phi i64 [ 0, %12 ], [ %29, %14 ]
  %17 = phi i32 [ 0, %12 ], [ %30, %14 ]
  %18 = add nsw i32 %15, -1
  %19 = tail call noundef i64 @_Z5binomii(i32 noundef %18, i32 noundef %7) #6
  %20 = add i64 %19, %16
  %21 = add nsw i32 %15, -2
  %22 = tail call noundef i64 @_Z5binomii(i32 noundef %21, i32 noundef %7) #6
  %23 = add i64 %22, %20
  %24 = add nsw i32 %15, -3
  %25 = tail call noundef i64 @_Z5binomii(i32 noundef %24, i32 noundef %7) #6
  %26 = add i64 %25, %23
  %27 = add nsw i32 %15, -4
  %28 = tail call noundef i64 @_Z5binomii(i32 noundef %27, i32 noundef %7) #6
  %29 = add i64 %28, %26
  %30 = add i32 %17, 4
  %31 = icmp eq i32 %30, %13
  br i1 %31, label %32, label %14

32:                                               ; preds = %14, %6
  %33 = phi i64 [ poison, %6 ], [ %29, %14 ]
  %34 = phi i32 [ %0, %6 ], [ %27, %14 ]
  %35 = phi i64 [ 0, %6 ], [ %29, %14 ]
  %36 = icmp eq i32 %9, 0
  br i1 %36, label %46, label %37

37:                                               ; preds = %32, %37
  %38 = phi i32 [ %41, %37 ], [ %34, %32 ]
  %39 = phi i64 [ %43, %37 ], [ %35, %32 ]
  %40 = phi i32 [ %44, %37 ], [ 0, %32 ]
  %41 = add nsw i32 %38, -1
  %42 = tail call noundef i64 @_Z5binomii(i32 noundef %41, i32 noundef %7) #6
  %43 = add i64 %42, %39
  %44 = add i32 %40, 1
  %45 = icmp eq i32 %44, %9
  br i1 %45, label %46, label %37, !llvm.loop !25

46:                                               ; preds = %37, %32
  %47 = phi i64 [ %33, %32 ], [ %43, %37 ]
  %48 = add i64 %47, 1
  br label %49

49:                                               ; preds = %46, %2
  %50 = phi i64 [ 1, %2 ], [ %48, %46 ]
  ret i64 %50
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z7recursePK4NodeiPKiPiP6MinMaxPy(ptr nocapture noundef readonly %0, i32 noundef %1, ptr noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5) local_unnamed_addr #1 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %1
  %13 = sext i32 %11 to i64
  br i1 %12, label %14, label %17

14:                                               ; preds = %6
  %15 = getelementptr inbounds i32, ptr %3, i64 %13
  %16 = tail call noundef i32 @_Z11subtree_sumPK4Nodei(ptr noundef %0, i32 noundef %11) #6
  store i32 %16, ptr %15, align 4, !tbaa !24
  br label %17

17:                                               ; preds = %6, %14
  %18 = srem i32 %11, 29
  %19 = add i32 %11, 1
  %20 = add i32 %19, %18
  %21 = tail call %struct.MinMax @_Z7min_maxPKiii(ptr noundef %2, i32 noundef %11, i32 noundef %20) #6
  %22 = extractvalue %struct.MinMax %21, 0
  %23 = extractvalue %struct.MinMax %21, 1
  %24 = getelementptr inbounds %struct.MinMax, ptr %4, i64 %13
  store i32 %22, ptr %24, align 4, !tbaa !24
  %25 = getelementptr inbounds i8, ptr %24, i64 4
  store i32 %23, ptr %25, align 4, !tbaa !24
  %26 = sdiv i32 %11, 13
  %27 = mul i32 %26, 13
  %28 = sub i32 %11, %27
  %29 = add nsw i32 %28, 1
  %30 = srem i32 %26, %29
  %31 = tail call noundef i64 @_Z5binomii(i32 noundef %28, i32 noundef %30) #6
  %32 = getelementptr inbounds i64, ptr %5, i64 %13
  store i64 %31, ptr %32, align 8, !tbaa !27
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z9transform6ParamsPK4Vec3PS0_PfPi, !"kernel", i32 1}
!1 = !{ptr @_Z7recursePK4NodeiPKiPiP6MinMaxPy, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
!21 = !{!8, !8, i64 0}
!22 = !{!14, !8, i64 4}
!23 = !{!14, !15, i64 24}
!24 = !{!15, !15, i64 0}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = !{!28, !28, i64 0}
!28 = !{!"long long", !9, i64 0}
