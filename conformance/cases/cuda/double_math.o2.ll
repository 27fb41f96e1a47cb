; ModuleID = 'double_math.cu'
source_filename = "double_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.P3 = type { double, double, double }

@_ZZ3dotPKdS0_iPdE1s = internal unnamed_addr addrspace(3) global [64 x double] undef, align 8

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z3dotPKdS0_iPd(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %14

11:                                               ; preds = %4
  %12 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = mul i32 %6, %12
  br label %19

14:                                               ; preds = %19, %4
  %15 = phi double [ 0.000000e+00, %4 ], [ %27, %19 ]
  %16 = zext nneg i32 %8 to i64
  %17 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ3dotPKdS0_iPdE1s to ptr), i64 0, i64 %16
  store double %15, ptr %17, align 8, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  %18 = icmp ult i32 %8, 32
  br i1 %18, label %30, label %37

19:                                               ; preds = %11, %19
  %20 = phi double [ 0.000000e+00, %11 ], [ %27, %19 ]
  %21 = phi i32 [ %9, %11 ], [ %28, %19 ]
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !7
  %25 = getelementptr inbounds double, ptr %1, i64 %22
  %26 = load double, ptr %25, align 8, !tbaa !7
  %27 = tail call contract noundef double @llvm.fma.f64(double %24, double %26, double %20)
  %28 = add i32 %21, %13
  %29 = icmp slt i32 %28, %2
  br i1 %29, label %19, label %14, !llvm.loop !11

30:                                               ; preds = %14
  %31 = or disjoint i32 %8, 32
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ3dotPKdS0_iPdE1s to ptr), i64 0, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !7
  %35 = load double, ptr %17, align 8, !tbaa !7
  %36 = fadd contract double %34, %35
  store double %36, ptr %17, align 8, !tbaa !7
  br label %37

37:                                               ; preds = %30, %14
  tail call void @llvm.nvvm.barrier0()
  %38 = icmp ult i32 %8, 16
  br i1 %38, label %39, label %46

39:                                               ; preds = %37
  %40 = or disjoint i32 %8, 16
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ3dotPKdS0_iPdE1s to ptr), i64 0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !7
  %44 = load double, ptr %17, align 8, !tbaa !7
  %45 = fadd contract double %43, %44
  store double %45, ptr %17, align 8, !tbaa !7
  br label %46

46:                                               ; preds = %39, %37
  tail call void @llvm.nvvm.barrier0()
  %47 = icmp ult i32 %8, 8
  br i1 %47, label %48, label %55

48:                                               ; preds = %46
  %49 = or disjoint i32 %8, 8
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ3dotPKdS0_iPdE1s to ptr), i64 0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !7
  %53 = load double, ptr %17, align 8, !tbaa !7
  %54 = fadd contract double %52, %53
  store double %54, ptr %17, align 8, !tbaa !7
  br label %55

55:                                               ; preds = %48, %46
  tail call void @llvm.nvvm.barrier0()
  %56 = icmp ult i32 %8, 4
  br i1 %56, label %57, label %64

57:                                               ; preds = %55
  %58 = or disjoint i32 %8, 4
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ3dotPKdS0_iPdE1s to ptr), i64 0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !7
  %62 = load double, ptr %17, align 8, !tbaa !7
  %63 = fadd contract double %61, %62
  store double %63, ptr %17, align 8, !tbaa !7
  br label %64

64:                                               ; preds = %57, %55
  tail call void @llvm.nvvm.barrier0()
  %65 = icmp ult i32 %8, 2
  br i1 %65, label %66, label %73

66:                                               ; preds = %64
  %67 = or disjoint i32 %8, 2
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ3dotPKdS0_iPdE1s to ptr), i64 0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !7
  %71 = load double, ptr %17, align 8, !tbaa !7
  %72 = fadd contract double %70, %71
  store double %72, ptr %17, align 8, !tbaa !7
  br label %73

73:                                               ; preds = %66, %64
  tail call void @llvm.nvvm.barrier0()
  %74 = icmp eq i32 %8, 0
  br i1 %74, label %75, label %79

75:                                               ; preds = %73
  %76 = load double, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ3dotPKdS0_iPdE1s to ptr), i64 8), align 8, !tbaa !7
  %77 = load double, ptr %17, align 8, !tbaa !7
  %78 = fadd contract double %76, %77
  store double %78, ptr %17, align 8, !tbaa !7
  br label %79

79:                                               ; preds = %75, %73
  tail call void @llvm.nvvm.barrier0()
  %80 = icmp eq i32 %8, 0
  br i1 %80, label %81, label %85

81:                                               ; preds = %79
  %82 = zext nneg i32 %5 to i64
  %83 = getelementptr inbounds double, ptr %3, i64 %82
  %84 = load double, ptr addrspacecast (ptr addrspace(3) @_ZZ3dotPKdS0_iPdE1s to ptr), align 8, !tbaa !7
  store double %84, ptr %83, align 8, !tbaa !7
  br label %85

85:                                               ; preds = %81, %79
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z6hornerPKdS0_iPdi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %67

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds double, ptr %0, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !7
  %16 = sext i32 %2 to i64
  %17 = getelementptr inbounds double, ptr %1, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !7
  %19 = icmp sgt i32 %2, 0
  br i1 %19, label %20, label %42

20:                                               ; preds = %12
  %21 = and i32 %2, 3
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %34, label %23

23:                                               ; preds = %20, %23
  %24 = phi i32 [ %27, %23 ], [ %2, %20 ]
  %25 = phi double [ %31, %23 ], [ %18, %20 ]
  %26 = phi i32 [ %32, %23 ], [ 0, %20 ]
  %27 = add nsw i32 %24, -1
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds double, ptr %1, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !7
  %31 = tail call contract noundef double @llvm.fma.f64(double %25, double %15, double %30)
  %32 = add i32 %26, 1
  %33 = icmp eq i32 %32, %21
  br i1 %33, label %34, label %23, !llvm.loop !13

34:                                               ; preds = %23, %20
  %35 = phi i32 [ %2, %20 ], [ %27, %23 ]
  %36 = phi double [ %18, %20 ], [ %31, %23 ]
  %37 = phi double [ poison, %20 ], [ %31, %23 ]
  %38 = icmp ult i32 %2, 4
  br i1 %38, label %42, label %39

39:                                               ; preds = %34
  %40 = getelementptr i8, ptr %1, i64 -8
  %41 = getelementptr i8, ptr %1, i64 -16
  br label %45

42:                                               ; preds = %34, %45, %12
  %43 = phi double [ %18, %12 ], [ %37, %34 ], [ %65, %45 ]
  %44 = getelementptr inbounds double, ptr %3, i64 %13
  store double %43, ptr %44, align 8, !tbaa !7
  br label %67

45:                                               ; preds = %45, %39
  %46 = phi i32 [ %35, %39 ], [ %61, %45 ]
  %47 = phi double [ %36, %39 ], [ %65, %45 ]
  %48 = sext i32 %46 to i64
  %49 = getelementptr double, ptr %40, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !7
  %51 = tail call contract noundef double @llvm.fma.f64(double %47, double %15, double %50)
  %52 = sext i32 %46 to i64
  %53 = getelementptr double, ptr %41, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !7
  %55 = tail call contract noundef double @llvm.fma.f64(double %51, double %15, double %54)
  %56 = add nsw i32 %46, -3
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %1, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !7
  %60 = tail call contract noundef double @llvm.fma.f64(double %55, double %15, double %59)
  %61 = add nsw i32 %46, -4
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds double, ptr %1, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !7
  %65 = tail call contract noundef double @llvm.fma.f64(double %60, double %15, double %64)
  %66 = icmp ugt i32 %56, 1
  br i1 %66, label %45, label %42, !llvm.loop !15

67:                                               ; preds = %5, %42
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z8geometryPK2P3PdS2_S2_i(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #3 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %32

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds %struct.P3, ptr %0, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !7
  %16 = getelementptr inbounds i8, ptr %14, i64 8
  %17 = load double, ptr %16, align 8, !tbaa !7
  %18 = getelementptr inbounds i8, ptr %14, i64 16
  %19 = load double, ptr %18, align 8, !tbaa !7
  %20 = fmul contract double %19, %19
  %21 = tail call contract noundef double @llvm.fma.f64(double %17, double %17, double %20)
  %22 = tail call contract noundef double @llvm.fma.f64(double %15, double %15, double %21)
  %23 = tail call contract noundef double @llvm.sqrt.f64(double %22)
  %24 = getelementptr inbounds double, ptr %1, i64 %13
  store double %23, ptr %24, align 8, !tbaa !7
  %25 = fdiv contract double %15, %17
  %26 = getelementptr inbounds double, ptr %2, i64 %13
  store double %25, ptr %26, align 8, !tbaa !7
  %27 = fdiv contract double 1.000000e+00, %19
  %28 = fneg contract double %19
  %29 = tail call contract noundef double @llvm.fma.f64(double %28, double %27, double 1.000000e+00)
  %30 = tail call contract noundef double @llvm.fma.f64(double %27, double %29, double %27)
  %31 = getelementptr inbounds double, ptr %3, i64 %13
  store double %30, ptr %31, align 8, !tbaa !7
  br label %32

32:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z3dotPKdS0_iPd, !"kernel", i32 1}
!1 = !{ptr @_Z6hornerPKdS0_iPdi, !"kernel", i32 1}
!2 = !{ptr @_Z8geometryPK2P3PdS2_S2_i, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"double", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
