; ModuleID = 'matmul.cu'
source_filename = "matmul.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11sgemm_tilediiifPKfS0_fPfE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11sgemm_tilediiifPKfS0_fPf(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, float* nocapture noundef readonly %4, float* nocapture noundef readonly %5, float noundef %6, float* nocapture noundef %7) local_unnamed_addr #0 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3
  %12 = shl i32 %11, 4
  %13 = add i32 %12, %10
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %15 = shl i32 %14, 4
  %16 = add i32 %15, %9
  %17 = icmp sgt i32 %2, 0
  br i1 %17, label %18, label %30

18:                                               ; preds = %8
  %19 = add nuw nsw i32 %2, 15
  %20 = lshr i32 %19, 4
  %21 = icmp slt i32 %13, %0
  %22 = mul nsw i32 %13, %2
  %23 = sext i32 %10 to i64
  %24 = sext i32 %9 to i64
  %25 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tilediiifPKfS0_fPfE2As, i64 0, i64 %23, i64 %24
  %26 = addrspacecast float addrspace(3)* %25 to float*
  %27 = icmp slt i32 %16, %1
  %28 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs, i64 0, i64 %23, i64 %24
  %29 = addrspacecast float addrspace(3)* %28 to float*
  br label %39

30:                                               ; preds = %64, %8
  %31 = phi float [ 0.000000e+00, %8 ], [ %88, %64 ]
  %32 = icmp slt i32 %13, %0
  %33 = icmp slt i32 %16, %1
  %34 = and i1 %32, %33
  %35 = mul nsw i32 %13, %1
  %36 = add nsw i32 %35, %16
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, float* %7, i64 %37
  br i1 %34, label %91, label %96

39:                                               ; preds = %18, %64
  %40 = phi float [ 0.000000e+00, %18 ], [ %88, %64 ]
  %41 = phi i32 [ 0, %18 ], [ %65, %64 ]
  %42 = shl nsw i32 %41, 4
  %43 = add nsw i32 %42, %9
  %44 = add nsw i32 %42, %10
  %45 = icmp slt i32 %43, %2
  %46 = select i1 %21, i1 %45, i1 false
  br i1 %46, label %47, label %52

47:                                               ; preds = %39
  %48 = add nsw i32 %43, %22
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, float* %4, i64 %49
  %51 = load float, float* %50, align 4, !tbaa !5
  br label %52

52:                                               ; preds = %39, %47
  %53 = phi contract float [ %51, %47 ], [ 0.000000e+00, %39 ]
  store float %53, float* %26, align 4, !tbaa !5
  %54 = icmp slt i32 %44, %2
  %55 = and i1 %27, %54
  br i1 %55, label %56, label %62

56:                                               ; preds = %52
  %57 = mul nsw i32 %44, %1
  %58 = add nsw i32 %57, %16
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, float* %5, i64 %59
  %61 = load float, float* %60, align 4, !tbaa !5
  br label %62

62:                                               ; preds = %52, %56
  %63 = phi contract float [ %61, %56 ], [ 0.000000e+00, %52 ]
  store float %63, float* %29, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  br label %67

64:                                               ; preds = %67
  tail call void @llvm.nvvm.barrier0()
  %65 = add nuw nsw i32 %41, 1
  %66 = icmp eq i32 %65, %20
  br i1 %66, label %30, label %39, !llvm.loop !9

67:                                               ; preds = %67, %62
  %68 = phi i32 [ 0, %62 ], [ %89, %67 ]
  %69 = phi float [ %40, %62 ], [ %88, %67 ]
  %70 = zext i32 %68 to i64
  %71 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tilediiifPKfS0_fPfE2As, i64 0, i64 %23, i64 %70
  %72 = addrspacecast float addrspace(3)* %71 to float*
  %73 = load float, float* %72, align 4, !tbaa !5
  %74 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs, i64 0, i64 %70, i64 %24
  %75 = addrspacecast float addrspace(3)* %74 to float*
  %76 = load float, float* %75, align 4, !tbaa !5
  %77 = fmul contract float %73, %76
  %78 = fadd contract float %69, %77
  %79 = or i32 %68, 1
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tilediiifPKfS0_fPfE2As, i64 0, i64 %23, i64 %80
  %82 = addrspacecast float addrspace(3)* %81 to float*
  %83 = load float, float* %82, align 4, !tbaa !5
  %84 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs, i64 0, i64 %80, i64 %24
  %85 = addrspacecast float addrspace(3)* %84 to float*
  %86 = load float, float* %85, align 4, !tbaa !5
  %87 = fmul contract float %83, %86
  %88 = fadd contract float %78, %87
  %89 = add nuw nsw i32 %68, 2
  %90 = icmp eq i32 %89, 16
  br i1 %90, label %64, label %67, !llvm.loop !11

91:                                               ; preds = %30
  %92 = fmul contract float %31, %3
  %93 = load float, float* %38, align 4, !tbaa !5
  %94 = fmul contract float %93, %6
  %95 = fadd contract float %92, %94
  store float %95, float* %38, align 4, !tbaa !5
  br label %96

96:                                               ; preds = %91, %30
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (i32, i32, i32, float, float*, float*, float, float*)* @_Z11sgemm_tilediiifPKfS0_fPf, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
