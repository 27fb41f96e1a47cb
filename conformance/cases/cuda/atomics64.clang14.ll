; ModuleID = 'atomics64.cu'
source_filename = "atomics64.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define dso_local void @_Z6sums64PKyiPyS1_S1_S1_(i64* nocapture noundef readonly %0, i32 noundef %1, i64* nocapture noundef %2, i64* nocapture noundef %3, i64* nocapture noundef %4, i64* nocapture noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %1
  br i1 %12, label %13, label %37

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i64, i64* %0, i64 %14
  %16 = load i64, i64* %15, align 8, !tbaa !7
  %17 = atomicrmw add i64* %2, i64 %16 seq_cst, align 8
  %18 = srem i32 %11, 8
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i64, i64* %3, i64 %19
  %21 = icmp eq i32 %18, 7
  %22 = shl i64 %16, 22
  %23 = select i1 %21, i64 %22, i64 %16
  %24 = atomicrmw add i64* %20, i64 %23 seq_cst, align 8
  %25 = zext i32 %11 to i64
  %26 = shl i64 %25, 63
  %27 = xor i64 %16, %26
  %28 = atomicrmw umax i64* %4, i64 %27 seq_cst, align 8
  %29 = getelementptr inbounds i64, i64* %4, i64 1
  %30 = atomicrmw umin i64* %29, i64 %27 seq_cst, align 8
  %31 = lshr i64 %16, 6
  %32 = and i64 %31, 15
  %33 = getelementptr inbounds i64, i64* %5, i64 %32
  %34 = and i64 %16, 63
  %35 = shl nuw i64 1, %34
  %36 = atomicrmw or i64* %33, i64 %35 seq_cst, align 8
  br label %37

37:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind
define dso_local noundef double @_Z7cas_addPdd(double* nocapture noundef %0, double noundef %1) local_unnamed_addr #1 {
  %3 = bitcast double* %0 to i64*
  %4 = load i64, i64* %3, align 8, !tbaa !7
  br label %5

5:                                                ; preds = %5, %2
  %6 = phi i64 [ %4, %2 ], [ %11, %5 ]
  %7 = bitcast i64 %6 to double
  %8 = fadd contract double %7, %1
  %9 = bitcast double %8 to i64
  %10 = cmpxchg i64* %3, i64 %6, i64 %9 seq_cst seq_cst, align 8
  %11 = extractvalue { i64, i1 } %10, 0
  %12 = icmp eq i64 %6, %11
  br i1 %12, label %13, label %5, !llvm.loop !11

13:                                               ; preds = %5
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nounwind
define dso_local noundef double @_Z7cas_maxPdd(double* nocapture noundef %0, double noundef %1) local_unnamed_addr #1 {
  %3 = bitcast double* %0 to i64*
  %4 = load i64, i64* %3, align 8, !tbaa !7
  %5 = bitcast double %1 to i64
  br label %6

6:                                                ; preds = %10, %2
  %7 = phi i64 [ %4, %2 ], [ %12, %10 ]
  %8 = bitcast i64 %7 to double
  %9 = fcmp contract ult double %8, %1
  br i1 %9, label %10, label %14

10:                                               ; preds = %6
  %11 = cmpxchg i64* %3, i64 %7, i64 %5 seq_cst seq_cst, align 8
  %12 = extractvalue { i64, i1 } %11, 0
  %13 = icmp eq i64 %7, %12
  br i1 %13, label %14, label %6, !llvm.loop !13

14:                                               ; preds = %6, %10
  ret double %8
}

; Function Attrs: mustprogress nofree norecurse nounwind
define dso_local void @_Z7doublesPKdiPd(double* nocapture noundef readonly %0, i32 noundef %1, double* nocapture noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %1
  br i1 %9, label %10, label %51

10:                                               ; preds = %3
  %11 = srem i32 %8, 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, double* %2, i64 %12
  %14 = sext i32 %8 to i64
  %15 = getelementptr inbounds double, double* %0, i64 %14
  %16 = load double, double* %15, align 8, !tbaa !14
  %17 = atomicrmw fadd double* %13, double %16 seq_cst, align 8
  %18 = srem i32 %8, 2
  %19 = add nsw i32 %18, 4
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds double, double* %2, i64 %20
  %22 = load double, double* %15, align 8, !tbaa !14
  %23 = bitcast double* %21 to i64*
  %24 = load i64, i64* %23, align 8, !tbaa !7
  br label %25

25:                                               ; preds = %25, %10
  %26 = phi i64 [ %24, %10 ], [ %31, %25 ]
  %27 = bitcast i64 %26 to double
  %28 = fadd contract double %22, %27
  %29 = bitcast double %28 to i64
  %30 = cmpxchg i64* %23, i64 %26, i64 %29 seq_cst seq_cst, align 8
  %31 = extractvalue { i64, i1 } %30, 0
  %32 = icmp eq i64 %26, %31
  br i1 %32, label %33, label %25, !llvm.loop !11

33:                                               ; preds = %25
  %34 = getelementptr inbounds double, double* %2, i64 6
  %35 = load double, double* %15, align 8, !tbaa !14
  %36 = mul nsw i32 %8, 37
  %37 = srem i32 %36, 101
  %38 = sitofp i32 %37 to double
  %39 = fmul contract double %35, %38
  %40 = bitcast double* %34 to i64*
  %41 = load i64, i64* %40, align 8, !tbaa !7
  %42 = bitcast double %39 to i64
  br label %43

43:                                               ; preds = %47, %33
  %44 = phi i64 [ %41, %33 ], [ %49, %47 ]
  %45 = bitcast i64 %44 to double
  %46 = fcmp contract ugt double %39, %45
  br i1 %46, label %47, label %51

47:                                               ; preds = %43
  %48 = cmpxchg i64* %40, i64 %44, i64 %42 seq_cst seq_cst, align 8
  %49 = extractvalue { i64, i1 } %48, 0
  %50 = icmp eq i64 %44, %49
  br i1 %50, label %51, label %43, !llvm.loop !13

51:                                               ; preds = %47, %43, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define dso_local void @_Z5driftPKdiPd(double* nocapture noundef readonly %0, i32 noundef %1, double* nocapture noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %1
  br i1 %9, label %10, label %15

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, double* %0, i64 %11
  %13 = load double, double* %12, align 8, !tbaa !14
  %14 = atomicrmw fadd double* %2, double %13 seq_cst, align 8
  br label %15

15:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i64*, i32, i64*, i64*, i64*, i64*)* @_Z6sums64PKyiPyS1_S1_S1_, !"kernel", i32 1}
!1 = !{void (double*, i32, double*)* @_Z7doublesPKdiPd, !"kernel", i32 1}
!2 = !{void (double*, i32, double*)* @_Z5driftPKdiPd, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"long long", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !9, i64 0}
