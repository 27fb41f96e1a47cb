; ModuleID = 'atomics64.cu'
source_filename = "atomics64.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z6sums64PKyiPyS1_S1_S1_(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4, ptr nocapture noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %1
  br i1 %12, label %13, label %37

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i64, ptr %0, i64 %14
  %16 = load i64, ptr %15, align 8, !tbaa !7
  %17 = atomicrmw add ptr %2, i64 %16 seq_cst, align 8
  %18 = srem i32 %11, 8
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i64, ptr %3, i64 %19
  %21 = icmp eq i32 %18, 7
  %22 = shl i64 %16, 22
  %23 = select i1 %21, i64 %22, i64 %16
  %24 = atomicrmw add ptr %20, i64 %23 seq_cst, align 8
  %25 = zext i32 %11 to i64
  %26 = shl i64 %25, 63
  %27 = xor i64 %16, %26
  %28 = atomicrmw umax ptr %4, i64 %27 seq_cst, align 8
  %29 = getelementptr inbounds i8, ptr %4, i64 8
  %30 = atomicrmw umin ptr %29, i64 %27 seq_cst, align 8
  %31 = lshr i64 %16, 6
  %32 = and i64 %31, 15
  %33 = getelementptr inbounds i64, ptr %5, i64 %32
  %34 = and i64 %16, 63
  %35 = shl nuw i64 1, %34
  %36 = atomicrmw or ptr %33, i64 %35 seq_cst, align 8
  br label %37

37:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local noundef double @_Z7cas_addPdd(ptr nocapture noundef %0, double noundef %1) local_unnamed_addr #1 {
  %3 = load i64, ptr %0, align 8, !tbaa !7
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi i64 [ %3, %2 ], [ %10, %4 ]
  %6 = bitcast i64 %5 to double
  %7 = fadd contract double %6, %1
  %8 = bitcast double %7 to i64
  %9 = cmpxchg ptr %0, i64 %5, i64 %8 seq_cst seq_cst, align 8
  %10 = extractvalue { i64, i1 } %9, 0
  %11 = icmp eq i64 %5, %10
  br i1 %11, label %12, label %4, !llvm.loop !11

12:                                               ; preds = %4
  ret double %6
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local noundef double @_Z7cas_maxPdd(ptr nocapture noundef %0, double noundef %1) local_unnamed_addr #1 {
  %3 = load i64, ptr %0, align 8, !tbaa !7
  %4 = bitcast double %1 to i64
  br label %5

5:                                                ; preds = %9, %2
  %6 = phi i64 [ %3, %2 ], [ %11, %9 ]
  %7 = bitcast i64 %6 to double
  %8 = fcmp contract ult double %7, %1
  br i1 %8, label %9, label %13

9:                                                ; preds = %5
  %10 = cmpxchg ptr %0, i64 %6, i64 %4 seq_cst seq_cst, align 8
  %11 = extractvalue { i64, i1 } %10, 0
  %12 = icmp eq i64 %6, %11
  br i1 %12, label %13, label %5, !llvm.loop !13

13:                                               ; preds = %5, %9
  ret double %7
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z7doublesPKdiPd(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %1
  br i1 %9, label %10, label %49

10:                                               ; preds = %3
  %11 = srem i32 %8, 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, ptr %2, i64 %12
  %14 = sext i32 %8 to i64
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !14
  %17 = atomicrmw fadd ptr %13, double %16 seq_cst, align 8
  %18 = srem i32 %8, 2
  %19 = sext i32 %18 to i64
  %20 = getelementptr double, ptr %2, i64 %19
  %21 = getelementptr i8, ptr %20, i64 32
  %22 = load double, ptr %15, align 8, !tbaa !14
  %23 = load i64, ptr %21, align 8, !tbaa !7
  br label %24

24:                                               ; preds = %24, %10
  %25 = phi i64 [ %23, %10 ], [ %30, %24 ]
  %26 = bitcast i64 %25 to double
  %27 = fadd contract double %22, %26
  %28 = bitcast double %27 to i64
  %29 = cmpxchg ptr %21, i64 %25, i64 %28 seq_cst seq_cst, align 8
  %30 = extractvalue { i64, i1 } %29, 0
  %31 = icmp eq i64 %25, %30
  br i1 %31, label %32, label %24, !llvm.loop !11

32:                                               ; preds = %24
  %33 = getelementptr inbounds i8, ptr %2, i64 48
  %34 = load double, ptr %15, align 8, !tbaa !14
  %35 = mul nsw i32 %8, 37
  %36 = srem i32 %35, 101
  %37 = sitofp i32 %36 to double
  %38 = fmul contract double %34, %37
  %39 = load i64, ptr %33, align 8, !tbaa !7
  %40 = bitcast double %38 to i64
  br label %41

41:                                               ; preds = %45, %32
  %42 = phi i64 [ %39, %32 ], [ %47, %45 ]
  %43 = bitcast i64 %42 to double
  %44 = fcmp contract ugt double %38, %43
  br i1 %44, label %45, label %49

45:                                               ; preds = %41
  %46 = cmpxchg ptr %33, i64 %42, i64 %40 seq_cst seq_cst, align 8
  %47 = extractvalue { i64, i1 } %46, 0
  %48 = icmp eq i64 %42, %47
  br i1 %48, label %49, label %41, !llvm.loop !13

49:                                               ; preds = %45, %41, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z5driftPKdiPd(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %1
  br i1 %9, label %10, label %15

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !14
  %14 = atomicrmw fadd ptr %2, double %13 seq_cst, align 8
  br label %15

15:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #2 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z6sums64PKyiPyS1_S1_S1_, !"kernel", i32 1}
!1 = !{ptr @_Z7doublesPKdiPd, !"kernel", i32 1}
!2 = !{ptr @_Z5driftPKdiPd, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"long long", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !9, i64 0}
