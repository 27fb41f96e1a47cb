; ModuleID = 'dynshared.cu'
source_filename = "dynshared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@dyn = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4
@dyn_words = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
@_ZZ12mixed_sharedPiE5fixed = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10box_filterPKfPfii(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %9 = add i32 %7, %8
  %10 = sub i32 %7, %3
  %11 = shl i32 %3, 1
  %12 = add i32 %11, %6
  %13 = icmp ult i32 %8, %12
  br i1 %13, label %25, label %14

14:                                               ; preds = %35, %4
  tail call void @llvm.nvvm.barrier0()
  %15 = icmp slt i32 %9, %2
  br i1 %15, label %16, label %100

16:                                               ; preds = %14
  %17 = icmp slt i32 %3, 0
  br i1 %17, label %59, label %18

18:                                               ; preds = %16
  %19 = call i32 @llvm.smax.i32(i32 %11, i32 0)
  %20 = and i32 %19, 2
  %21 = or i32 %20, 1
  %22 = icmp ult i32 %19, 3
  br i1 %22, label %42, label %23

23:                                               ; preds = %18
  %24 = and i32 %19, 2147483644
  br label %66

25:                                               ; preds = %4, %35
  %26 = phi i32 [ %40, %35 ], [ %8, %4 ]
  %27 = add nsw i32 %26, %10
  %28 = icmp sgt i32 %27, -1
  %29 = icmp slt i32 %27, %2
  %30 = and i1 %28, %29
  br i1 %30, label %31, label %35

31:                                               ; preds = %25
  %32 = zext i32 %27 to i64
  %33 = getelementptr inbounds float, float* %0, i64 %32
  %34 = load float, float* %33, align 4, !tbaa !7
  br label %35

35:                                               ; preds = %25, %31
  %36 = phi contract float [ %34, %31 ], [ 0.000000e+00, %25 ]
  %37 = sext i32 %26 to i64
  %38 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @dyn, i64 0, i64 %37
  %39 = addrspacecast float addrspace(3)* %38 to float*
  store float %36, float* %39, align 4, !tbaa !7
  %40 = add i32 %26, %6
  %41 = icmp ult i32 %40, %12
  br i1 %41, label %25, label %14, !llvm.loop !11

42:                                               ; preds = %18, %66
  %43 = phi float [ undef, %18 ], [ %96, %66 ]
  %44 = phi i32 [ 0, %18 ], [ %97, %66 ]
  %45 = phi float [ 0.000000e+00, %18 ], [ %96, %66 ]
  br label %46

46:                                               ; preds = %46, %42
  %47 = phi i32 [ %56, %46 ], [ %44, %42 ]
  %48 = phi float [ %55, %46 ], [ %45, %42 ]
  %49 = phi i32 [ %57, %46 ], [ 0, %42 ]
  %50 = add i32 %47, %8
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @dyn, i64 0, i64 %51
  %53 = addrspacecast float addrspace(3)* %52 to float*
  %54 = load float, float* %53, align 4, !tbaa !7
  %55 = fadd contract float %48, %54
  %56 = add nuw nsw i32 %47, 1
  %57 = add i32 %49, 1
  %58 = icmp eq i32 %57, %21
  br i1 %58, label %59, label %46, !llvm.loop !13

59:                                               ; preds = %46, %16
  %60 = phi float [ 0.000000e+00, %16 ], [ %55, %46 ]
  %61 = or i32 %11, 1
  %62 = sitofp i32 %61 to float
  %63 = fdiv contract float %60, %62
  %64 = sext i32 %9 to i64
  %65 = getelementptr inbounds float, float* %1, i64 %64
  store float %63, float* %65, align 4, !tbaa !7
  br label %100

66:                                               ; preds = %66, %23
  %67 = phi i32 [ 0, %23 ], [ %97, %66 ]
  %68 = phi float [ 0.000000e+00, %23 ], [ %96, %66 ]
  %69 = phi i32 [ 0, %23 ], [ %98, %66 ]
  %70 = add i32 %67, %8
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @dyn, i64 0, i64 %71
  %73 = addrspacecast float addrspace(3)* %72 to float*
  %74 = load float, float* %73, align 4, !tbaa !7
  %75 = fadd contract float %68, %74
  %76 = or i32 %67, 1
  %77 = add i32 %76, %8
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @dyn, i64 0, i64 %78
  %80 = addrspacecast float addrspace(3)* %79 to float*
  %81 = load float, float* %80, align 4, !tbaa !7
  %82 = fadd contract float %75, %81
  %83 = or i32 %67, 2
  %84 = add i32 %83, %8
  %85 = zext i32 %84 to i64
  %86 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @dyn, i64 0, i64 %85
  %87 = addrspacecast float addrspace(3)* %86 to float*
  %88 = load float, float* %87, align 4, !tbaa !7
  %89 = fadd contract float %82, %88
  %90 = or i32 %67, 3
  %91 = add i32 %90, %8
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds [0 x float], [0 x float] addrspace(3)* @dyn, i64 0, i64 %92
  %94 = addrspacecast float addrspace(3)* %93 to float*
  %95 = load float, float* %94, align 4, !tbaa !7
  %96 = fadd contract float %89, %95
  %97 = add nuw nsw i32 %67, 4
  %98 = add i32 %69, 4
  %99 = icmp eq i32 %98, %24
  br i1 %99, label %42, label %66, !llvm.loop !15

100:                                              ; preds = %59, %14
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10block_sortPiPf(i32* nocapture noundef %0, float* nocapture noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds [0 x i32], [0 x i32] addrspace(3)* @dyn_words, i64 0, i64 %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %8 = mul i32 %7, %3
  %9 = add i32 %8, %6
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds i32, i32* %0, i64 %10
  %12 = load i32, i32* %11, align 4, !tbaa !16
  %13 = zext i32 %6 to i64
  %14 = getelementptr inbounds [0 x i32], [0 x i32] addrspace(3)* @dyn_words, i64 0, i64 %13
  %15 = addrspacecast i32 addrspace(3)* %14 to i32*
  store i32 %12, i32* %15, align 4, !tbaa !16
  %16 = getelementptr inbounds float, float* %1, i64 %10
  %17 = load float, float* %16, align 4, !tbaa !7
  %18 = getelementptr inbounds i32, i32 addrspace(3)* %5, i64 %13
  %19 = bitcast i32 addrspace(3)* %18 to float addrspace(3)*
  %20 = addrspacecast float addrspace(3)* %19 to float*
  store float %17, float* %20, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  %21 = icmp ult i32 %3, 2
  br i1 %21, label %28, label %22

22:                                               ; preds = %2, %31
  %23 = phi i32 [ %32, %31 ], [ 2, %2 ]
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %31, label %25

25:                                               ; preds = %22
  %26 = and i32 %23, %6
  %27 = icmp eq i32 %26, 0
  br label %34

28:                                               ; preds = %31, %2
  %29 = load i32, i32* %15, align 4, !tbaa !16
  store i32 %29, i32* %11, align 4, !tbaa !16
  %30 = load float, float* %20, align 4, !tbaa !7
  store float %30, float* %16, align 4, !tbaa !7
  ret void

31:                                               ; preds = %53, %22
  %32 = shl i32 %23, 1
  %33 = icmp ugt i32 %32, %3
  br i1 %33, label %28, label %22, !llvm.loop !18

34:                                               ; preds = %25, %53
  %35 = phi i32 [ %23, %25 ], [ %36, %53 ]
  %36 = lshr i32 %35, 1
  %37 = xor i32 %36, %6
  %38 = icmp ugt i32 %37, %6
  br i1 %38, label %39, label %53

39:                                               ; preds = %34
  %40 = load i32, i32* %15, align 4, !tbaa !16
  %41 = zext i32 %37 to i64
  %42 = getelementptr inbounds [0 x i32], [0 x i32] addrspace(3)* @dyn_words, i64 0, i64 %41
  %43 = addrspacecast i32 addrspace(3)* %42 to i32*
  %44 = load i32, i32* %43, align 4, !tbaa !16
  %45 = icmp sle i32 %40, %44
  %46 = xor i1 %27, %45
  br i1 %46, label %47, label %53

47:                                               ; preds = %39
  store i32 %44, i32* %15, align 4, !tbaa !16
  store i32 %40, i32* %43, align 4, !tbaa !16
  %48 = load float, float* %20, align 4, !tbaa !7
  %49 = getelementptr inbounds i32, i32 addrspace(3)* %5, i64 %41
  %50 = bitcast i32 addrspace(3)* %49 to float addrspace(3)*
  %51 = addrspacecast float addrspace(3)* %50 to float*
  %52 = load float, float* %51, align 4, !tbaa !7
  store float %52, float* %20, align 4, !tbaa !7
  store float %48, float* %51, align 4, !tbaa !7
  br label %53

53:                                               ; preds = %39, %47, %34
  tail call void @llvm.nvvm.barrier0()
  %54 = icmp ult i32 %35, 4
  br i1 %54, label %31, label %34, !llvm.loop !19
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12mixed_sharedPi(i32* nocapture noundef writeonly %0) local_unnamed_addr #0 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %3 = icmp slt i32 %2, 32
  br i1 %3, label %6, label %4

4:                                                ; preds = %1
  %5 = zext i32 %2 to i64
  br label %11

6:                                                ; preds = %1
  %7 = sext i32 %2 to i64
  %8 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ12mixed_sharedPiE5fixed, i64 0, i64 %7
  %9 = addrspacecast i32 addrspace(3)* %8 to i32*
  %10 = add nsw i32 %2, 1000
  store i32 %10, i32* %9, align 4, !tbaa !16
  br label %11

11:                                               ; preds = %4, %6
  %12 = phi i64 [ %5, %4 ], [ %7, %6 ]
  %13 = mul nsw i32 %2, 3
  %14 = getelementptr inbounds [0 x i32], [0 x i32] addrspace(3)* @dyn_words, i64 0, i64 %12
  %15 = addrspacecast i32 addrspace(3)* %14 to i32*
  store i32 %13, i32* %15, align 4, !tbaa !16
  tail call void @llvm.nvvm.barrier0()
  %16 = add nsw i32 %2, 1
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %18 = urem i32 %16, %17
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds [0 x i32], [0 x i32] addrspace(3)* @dyn_words, i64 0, i64 %19
  %21 = addrspacecast i32 addrspace(3)* %20 to i32*
  %22 = load i32, i32* %21, align 4, !tbaa !16
  %23 = srem i32 %2, 32
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [32 x i32], [32 x i32] addrspace(3)* @_ZZ12mixed_sharedPiE5fixed, i64 0, i64 %24
  %26 = addrspacecast i32 addrspace(3)* %25 to i32*
  %27 = load i32, i32* %26, align 4, !tbaa !16
  %28 = add nsw i32 %27, %22
  %29 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %30 = mul i32 %29, %17
  %31 = add i32 %30, %2
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i32, i32* %0, i64 %32
  store i32 %28, i32* %33, align 4, !tbaa !16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (float*, float*, i32, i32)* @_Z10box_filterPKfPfii, !"kernel", i32 1}
!1 = !{void (i32*, float*)* @_Z10block_sortPiPf, !"kernel", i32 1}
!2 = !{void (i32*)* @_Z12mixed_sharedPi, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !9, i64 0}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
