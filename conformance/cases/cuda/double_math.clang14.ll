; ModuleID = 'double_math.cu'
source_filename = "double_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.P3 = type { double, double, double }

@_ZZ3dotPKdS0_iPdE1s = internal unnamed_addr addrspace(3) global [64 x double] undef, align 8

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z3dotPKdS0_iPd(double* nocapture noundef readonly %0, double* nocapture noundef readonly %1, i32 noundef %2, double* nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %14

11:                                               ; preds = %4
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6
  %13 = mul i32 %6, %12
  br label %20

14:                                               ; preds = %20, %4
  %15 = phi double [ 0.000000e+00, %4 ], [ %28, %20 ]
  %16 = zext i32 %8 to i64
  %17 = getelementptr inbounds [64 x double], [64 x double] addrspace(3)* @_ZZ3dotPKdS0_iPdE1s, i64 0, i64 %16
  %18 = addrspacecast double addrspace(3)* %17 to double*
  store double %15, double* %18, align 8, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  %19 = icmp ult i32 %8, 32
  br i1 %19, label %31, label %38

20:                                               ; preds = %11, %20
  %21 = phi double [ 0.000000e+00, %11 ], [ %28, %20 ]
  %22 = phi i32 [ %9, %11 ], [ %29, %20 ]
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, double* %0, i64 %23
  %25 = load double, double* %24, align 8, !tbaa !7
  %26 = getelementptr inbounds double, double* %1, i64 %23
  %27 = load double, double* %26, align 8, !tbaa !7
  %28 = tail call contract double @llvm.fma.f64(double %25, double %27, double %21) #6
  %29 = add i32 %22, %13
  %30 = icmp slt i32 %29, %2
  br i1 %30, label %20, label %14, !llvm.loop !11

31:                                               ; preds = %14
  %32 = add nuw nsw i32 %8, 32
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [64 x double], [64 x double] addrspace(3)* @_ZZ3dotPKdS0_iPdE1s, i64 0, i64 %33
  %35 = addrspacecast double addrspace(3)* %34 to double*
  %36 = load double, double* %35, align 8, !tbaa !7
  %37 = fadd contract double %36, %15
  store double %37, double* %18, align 8, !tbaa !7
  br label %38

38:                                               ; preds = %31, %14
  %39 = phi double [ %37, %31 ], [ %15, %14 ]
  tail call void @llvm.nvvm.barrier0()
  %40 = icmp ult i32 %8, 16
  br i1 %40, label %41, label %48

41:                                               ; preds = %38
  %42 = add nuw nsw i32 %8, 16
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [64 x double], [64 x double] addrspace(3)* @_ZZ3dotPKdS0_iPdE1s, i64 0, i64 %43
  %45 = addrspacecast double addrspace(3)* %44 to double*
  %46 = load double, double* %45, align 8, !tbaa !7
  %47 = fadd contract double %46, %39
  store double %47, double* %18, align 8, !tbaa !7
  br label %48

48:                                               ; preds = %41, %38
  %49 = phi double [ %47, %41 ], [ %39, %38 ]
  tail call void @llvm.nvvm.barrier0()
  %50 = icmp ult i32 %8, 8
  br i1 %50, label %51, label %58

51:                                               ; preds = %48
  %52 = add nuw nsw i32 %8, 8
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds [64 x double], [64 x double] addrspace(3)* @_ZZ3dotPKdS0_iPdE1s, i64 0, i64 %53
  %55 = addrspacecast double addrspace(3)* %54 to double*
  %56 = load double, double* %55, align 8, !tbaa !7
  %57 = fadd contract double %56, %49
  store double %57, double* %18, align 8, !tbaa !7
  br label %58

58:                                               ; preds = %51, %48
  %59 = phi double [ %57, %51 ], [ %49, %48 ]
  tail call void @llvm.nvvm.barrier0()
  %60 = icmp ult i32 %8, 4
  br i1 %60, label %61, label %68

61:                                               ; preds = %58
  %62 = add nuw nsw i32 %8, 4
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds [64 x double], [64 x double] addrspace(3)* @_ZZ3dotPKdS0_iPdE1s, i64 0, i64 %63
  %65 = addrspacecast double addrspace(3)* %64 to double*
  %66 = load double, double* %65, align 8, !tbaa !7
  %67 = fadd contract double %66, %59
  store double %67, double* %18, align 8, !tbaa !7
  br label %68

68:                                               ; preds = %61, %58
  %69 = phi double [ %67, %61 ], [ %59, %58 ]
  tail call void @llvm.nvvm.barrier0()
  %70 = icmp ult i32 %8, 2
  br i1 %70, label %71, label %78

71:                                               ; preds = %68
  %72 = add nuw nsw i32 %8, 2
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds [64 x double], [64 x double] addrspace(3)* @_ZZ3dotPKdS0_iPdE1s, i64 0, i64 %73
  %75 = addrspacecast double addrspace(3)* %74 to double*
  %76 = load double, double* %75, align 8, !tbaa !7
  %77 = fadd contract double %76, %69
  store double %77, double* %18, align 8, !tbaa !7
  br label %78

78:                                               ; preds = %71, %68
  %79 = phi double [ %77, %71 ], [ %69, %68 ]
  tail call void @llvm.nvvm.barrier0()
  %80 = icmp eq i32 %8, 0
  br i1 %80, label %81, label %88

81:                                               ; preds = %78
  %82 = add nuw nsw i32 %8, 1
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds [64 x double], [64 x double] addrspace(3)* @_ZZ3dotPKdS0_iPdE1s, i64 0, i64 %83
  %85 = addrspacecast double addrspace(3)* %84 to double*
  %86 = load double, double* %85, align 8, !tbaa !7
  %87 = fadd contract double %86, %79
  store double %87, double* %18, align 8, !tbaa !7
  br label %88

88:                                               ; preds = %81, %78
  tail call void @llvm.nvvm.barrier0()
  %89 = icmp eq i32 %8, 0
  br i1 %89, label %90, label %94

90:                                               ; preds = %88
  %91 = zext i32 %5 to i64
  %92 = getelementptr inbounds double, double* %3, i64 %91
  %93 = load double, double* getelementptr inbounds ([64 x double], [64 x double]* addrspacecast ([64 x double] addrspace(3)* @_ZZ3dotPKdS0_iPdE1s to [64 x double]*), i64 0, i64 0), align 8, !tbaa !7
  store double %93, double* %92, align 8, !tbaa !7
  br label %94

94:                                               ; preds = %90, %88
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind
define dso_local void @_Z6hornerPKdS0_iPdi(double* nocapture noundef readonly %0, double* nocapture noundef readonly %1, i32 noundef %2, double* nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %67

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds double, double* %0, i64 %13
  %15 = load double, double* %14, align 8, !tbaa !7
  %16 = sext i32 %2 to i64
  %17 = getelementptr inbounds double, double* %1, i64 %16
  %18 = load double, double* %17, align 8, !tbaa !7
  %19 = icmp sgt i32 %2, 0
  br i1 %19, label %20, label %40

20:                                               ; preds = %12
  %21 = add i32 %2, -1
  %22 = and i32 %2, 3
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %35, label %24

24:                                               ; preds = %20, %24
  %25 = phi i32 [ %28, %24 ], [ %2, %20 ]
  %26 = phi double [ %32, %24 ], [ %18, %20 ]
  %27 = phi i32 [ %33, %24 ], [ 0, %20 ]
  %28 = add nsw i32 %25, -1
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds double, double* %1, i64 %29
  %31 = load double, double* %30, align 8, !tbaa !7
  %32 = tail call contract double @llvm.fma.f64(double %26, double %15, double %31) #6
  %33 = add i32 %27, 1
  %34 = icmp eq i32 %33, %22
  br i1 %34, label %35, label %24, !llvm.loop !13

35:                                               ; preds = %24, %20
  %36 = phi i32 [ %2, %20 ], [ %28, %24 ]
  %37 = phi double [ %18, %20 ], [ %32, %24 ]
  %38 = phi double [ undef, %20 ], [ %32, %24 ]
  %39 = icmp ult i32 %21, 3
  br i1 %39, label %40, label %43

40:                                               ; preds = %35, %43, %12
  %41 = phi double [ %18, %12 ], [ %38, %35 ], [ %65, %43 ]
  %42 = getelementptr inbounds double, double* %3, i64 %13
  store double %41, double* %42, align 8, !tbaa !7
  br label %67

43:                                               ; preds = %35, %43
  %44 = phi i32 [ %61, %43 ], [ %36, %35 ]
  %45 = phi double [ %65, %43 ], [ %37, %35 ]
  %46 = add nsw i32 %44, -1
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds double, double* %1, i64 %47
  %49 = load double, double* %48, align 8, !tbaa !7
  %50 = tail call contract double @llvm.fma.f64(double %45, double %15, double %49) #6
  %51 = add nsw i32 %44, -2
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds double, double* %1, i64 %52
  %54 = load double, double* %53, align 8, !tbaa !7
  %55 = tail call contract double @llvm.fma.f64(double %50, double %15, double %54) #6
  %56 = add nsw i32 %44, -3
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds double, double* %1, i64 %57
  %59 = load double, double* %58, align 8, !tbaa !7
  %60 = tail call contract double @llvm.fma.f64(double %55, double %15, double %59) #6
  %61 = add nsw i32 %44, -4
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds double, double* %1, i64 %62
  %64 = load double, double* %63, align 8, !tbaa !7
  %65 = tail call contract double @llvm.fma.f64(double %60, double %15, double %64) #6
  %66 = icmp ugt i32 %56, 1
  br i1 %66, label %43, label %40, !llvm.loop !15

67:                                               ; preds = %5, %40
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z8geometryPK2P3PdS2_S2_i(%struct.P3* nocapture noundef readonly %0, double* nocapture noundef writeonly %1, double* nocapture noundef writeonly %2, double* nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #3 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %32

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds %struct.P3, %struct.P3* %0, i64 %13, i32 0
  %15 = load double, double* %14, align 8, !tbaa.struct !16
  %16 = getelementptr inbounds %struct.P3, %struct.P3* %0, i64 %13, i32 1
  %17 = load double, double* %16, align 8, !tbaa.struct !17
  %18 = getelementptr inbounds %struct.P3, %struct.P3* %0, i64 %13, i32 2
  %19 = load double, double* %18, align 8, !tbaa.struct !18
  %20 = fmul contract double %19, %19
  %21 = tail call contract double @llvm.fma.f64(double %17, double %17, double %20) #6
  %22 = tail call contract double @llvm.fma.f64(double %15, double %15, double %21) #6
  %23 = tail call contract double @llvm.sqrt.f64(double %22) #6
  %24 = getelementptr inbounds double, double* %1, i64 %13
  store double %23, double* %24, align 8, !tbaa !7
  %25 = fdiv contract double %15, %17
  %26 = getelementptr inbounds double, double* %2, i64 %13
  store double %25, double* %26, align 8, !tbaa !7
  %27 = fdiv contract double 1.000000e+00, %19
  %28 = fneg contract double %19
  %29 = tail call contract double @llvm.fma.f64(double %28, double %27, double 1.000000e+00) #6
  %30 = tail call contract double @llvm.fma.f64(double %27, double %29, double %27) #6
  %31 = getelementptr inbounds double, double* %3, i64 %13
  store double %30, double* %31, align 8, !tbaa !7
  br label %32

32:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sqrt.f64(double) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #4 = { nofree nosync nounwind readnone speculatable }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (double*, double*, i32, double*)* @_Z3dotPKdS0_iPd, !"kernel", i32 1}
!1 = !{void (double*, double*, i32, double*, i32)* @_Z6hornerPKdS0_iPdi, !"kernel", i32 1}
!2 = !{void (%struct.P3*, double*, double*, double*, i32)* @_Z8geometryPK2P3PdS2_S2_i, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"double", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
!16 = !{i64 0, i64 8, !7, i64 8, i64 8, !7, i64 16, i64 8, !7}
!17 = !{i64 0, i64 8, !7, i64 8, i64 8, !7}
!18 = !{i64 0, i64 8, !7}
