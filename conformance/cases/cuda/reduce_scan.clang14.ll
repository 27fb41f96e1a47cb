; ModuleID = 'reduce_scan.cu'
source_filename = "reduce_scan.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12block_reducePKfPfiE1s = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ10block_scanPKiPiS1_S1_iE3buf = internal unnamed_addr addrspace(3) global [2 x [128 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12block_reducePKfPfi(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %6 = shl i32 %5, 8
  %7 = add i32 %6, %4
  %8 = icmp ult i32 %7, %2
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = zext i32 %7 to i64
  %11 = getelementptr inbounds float, float* %0, i64 %10
  %12 = load float, float* %11, align 4, !tbaa !6
  br label %13

13:                                               ; preds = %9, %3
  %14 = phi float [ %12, %9 ], [ 0.000000e+00, %3 ]
  %15 = add i32 %7, 128
  %16 = icmp ult i32 %15, %2
  br i1 %16, label %17, label %22

17:                                               ; preds = %13
  %18 = zext i32 %15 to i64
  %19 = getelementptr inbounds float, float* %0, i64 %18
  %20 = load float, float* %19, align 4, !tbaa !6
  %21 = fadd contract float %14, %20
  br label %22

22:                                               ; preds = %17, %13
  %23 = phi float [ %21, %17 ], [ %14, %13 ]
  %24 = zext i32 %4 to i64
  %25 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ12block_reducePKfPfiE1s, i64 0, i64 %24
  %26 = addrspacecast float addrspace(3)* %25 to float*
  store float %23, float* %26, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier0()
  %27 = icmp ult i32 %4, 64
  br i1 %27, label %28, label %35

28:                                               ; preds = %22
  %29 = add nuw nsw i32 %4, 64
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ12block_reducePKfPfiE1s, i64 0, i64 %30
  %32 = addrspacecast float addrspace(3)* %31 to float*
  %33 = load float, float* %32, align 4, !tbaa !6
  %34 = fadd contract float %33, %23
  store float %34, float* %26, align 4, !tbaa !6
  br label %35

35:                                               ; preds = %28, %22
  %36 = phi float [ %34, %28 ], [ %23, %22 ]
  tail call void @llvm.nvvm.barrier0()
  %37 = icmp ult i32 %4, 32
  br i1 %37, label %38, label %45

38:                                               ; preds = %35
  %39 = add nuw nsw i32 %4, 32
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ12block_reducePKfPfiE1s, i64 0, i64 %40
  %42 = addrspacecast float addrspace(3)* %41 to float*
  %43 = load float, float* %42, align 4, !tbaa !6
  %44 = fadd contract float %43, %36
  store float %44, float* %26, align 4, !tbaa !6
  br label %45

45:                                               ; preds = %38, %35
  %46 = phi float [ %44, %38 ], [ %36, %35 ]
  tail call void @llvm.nvvm.barrier0()
  %47 = icmp ult i32 %4, 16
  br i1 %47, label %48, label %55

48:                                               ; preds = %45
  %49 = add nuw nsw i32 %4, 16
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ12block_reducePKfPfiE1s, i64 0, i64 %50
  %52 = addrspacecast float addrspace(3)* %51 to float*
  %53 = load float, float* %52, align 4, !tbaa !6
  %54 = fadd contract float %53, %46
  store float %54, float* %26, align 4, !tbaa !6
  br label %55

55:                                               ; preds = %48, %45
  %56 = phi float [ %54, %48 ], [ %46, %45 ]
  tail call void @llvm.nvvm.barrier0()
  %57 = icmp ult i32 %4, 8
  br i1 %57, label %58, label %65

58:                                               ; preds = %55
  %59 = add nuw nsw i32 %4, 8
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ12block_reducePKfPfiE1s, i64 0, i64 %60
  %62 = addrspacecast float addrspace(3)* %61 to float*
  %63 = load float, float* %62, align 4, !tbaa !6
  %64 = fadd contract float %63, %56
  store float %64, float* %26, align 4, !tbaa !6
  br label %65

65:                                               ; preds = %58, %55
  %66 = phi float [ %64, %58 ], [ %56, %55 ]
  tail call void @llvm.nvvm.barrier0()
  %67 = icmp ult i32 %4, 4
  br i1 %67, label %68, label %75

68:                                               ; preds = %65
  %69 = add nuw nsw i32 %4, 4
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ12block_reducePKfPfiE1s, i64 0, i64 %70
  %72 = addrspacecast float addrspace(3)* %71 to float*
  %73 = load float, float* %72, align 4, !tbaa !6
  %74 = fadd contract float %73, %66
  store float %74, float* %26, align 4, !tbaa !6
  br label %75

75:                                               ; preds = %68, %65
  %76 = phi float [ %74, %68 ], [ %66, %65 ]
  tail call void @llvm.nvvm.barrier0()
  %77 = icmp ult i32 %4, 2
  br i1 %77, label %78, label %85

78:                                               ; preds = %75
  %79 = add nuw nsw i32 %4, 2
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ12block_reducePKfPfiE1s, i64 0, i64 %80
  %82 = addrspacecast float addrspace(3)* %81 to float*
  %83 = load float, float* %82, align 4, !tbaa !6
  %84 = fadd contract float %83, %76
  store float %84, float* %26, align 4, !tbaa !6
  br label %85

85:                                               ; preds = %78, %75
  %86 = phi float [ %84, %78 ], [ %76, %75 ]
  tail call void @llvm.nvvm.barrier0()
  %87 = icmp eq i32 %4, 0
  br i1 %87, label %88, label %95

88:                                               ; preds = %85
  %89 = add nuw nsw i32 %4, 1
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds [128 x float], [128 x float] addrspace(3)* @_ZZ12block_reducePKfPfiE1s, i64 0, i64 %90
  %92 = addrspacecast float addrspace(3)* %91 to float*
  %93 = load float, float* %92, align 4, !tbaa !6
  %94 = fadd contract float %93, %86
  store float %94, float* %26, align 4, !tbaa !6
  br label %95

95:                                               ; preds = %88, %85
  tail call void @llvm.nvvm.barrier0()
  %96 = icmp eq i32 %4, 0
  br i1 %96, label %97, label %101

97:                                               ; preds = %95
  %98 = zext i32 %5 to i64
  %99 = getelementptr inbounds float, float* %1, i64 %98
  %100 = load float, float* getelementptr inbounds ([128 x float], [128 x float]* addrspacecast ([128 x float] addrspace(3)* @_ZZ12block_reducePKfPfiE1s to [128 x float]*), i64 0, i64 0), align 4, !tbaa !6
  store float %100, float* %99, align 4, !tbaa !6
  br label %101

101:                                              ; preds = %97, %95
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10block_scanPKiPiS1_S1_i(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2, i32* nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3
  %8 = shl i32 %7, 7
  %9 = add i32 %8, %6
  %10 = icmp slt i32 %9, %4
  br i1 %10, label %11, label %15

11:                                               ; preds = %5
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, i32* %0, i64 %12
  %14 = load i32, i32* %13, align 4, !tbaa !10
  br label %15

15:                                               ; preds = %5, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %5 ]
  %17 = sext i32 %6 to i64
  %18 = getelementptr inbounds [2 x [128 x i32]], [2 x [128 x i32]] addrspace(3)* @_ZZ10block_scanPKiPiS1_S1_iE3buf, i64 0, i64 0, i64 %17
  %19 = addrspacecast i32 addrspace(3)* %18 to i32*
  store i32 %16, i32* %19, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %20 = icmp slt i32 %6, 1
  br i1 %20, label %28, label %21

21:                                               ; preds = %15
  %22 = add nsw i32 %6, -1
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds [2 x [128 x i32]], [2 x [128 x i32]] addrspace(3)* @_ZZ10block_scanPKiPiS1_S1_iE3buf, i64 0, i64 0, i64 %23
  %25 = addrspacecast i32 addrspace(3)* %24 to i32*
  %26 = load i32, i32* %25, align 4, !tbaa !10
  %27 = add nsw i32 %26, %16
  br label %28

28:                                               ; preds = %21, %15
  %29 = phi i32 [ %27, %21 ], [ %16, %15 ]
  %30 = getelementptr inbounds [2 x [128 x i32]], [2 x [128 x i32]] addrspace(3)* @_ZZ10block_scanPKiPiS1_S1_iE3buf, i64 0, i64 1, i64 %17
  %31 = addrspacecast i32 addrspace(3)* %30 to i32*
  store i32 %29, i32* %31, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %32 = icmp slt i32 %6, 2
  br i1 %32, label %40, label %33

33:                                               ; preds = %28
  %34 = add nsw i32 %6, -2
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds [2 x [128 x i32]], [2 x [128 x i32]] addrspace(3)* @_ZZ10block_scanPKiPiS1_S1_iE3buf, i64 0, i64 1, i64 %35
  %37 = addrspacecast i32 addrspace(3)* %36 to i32*
  %38 = load i32, i32* %37, align 4, !tbaa !10
  %39 = add nsw i32 %38, %29
  br label %40

40:                                               ; preds = %33, %28
  %41 = phi i32 [ %39, %33 ], [ %29, %28 ]
  store i32 %41, i32* %19, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %42 = icmp slt i32 %6, 4
  br i1 %42, label %50, label %43

43:                                               ; preds = %40
  %44 = add nsw i32 %6, -4
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [2 x [128 x i32]], [2 x [128 x i32]] addrspace(3)* @_ZZ10block_scanPKiPiS1_S1_iE3buf, i64 0, i64 0, i64 %45
  %47 = addrspacecast i32 addrspace(3)* %46 to i32*
  %48 = load i32, i32* %47, align 4, !tbaa !10
  %49 = add nsw i32 %48, %41
  br label %50

50:                                               ; preds = %43, %40
  %51 = phi i32 [ %49, %43 ], [ %41, %40 ]
  store i32 %51, i32* %31, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %52 = icmp slt i32 %6, 8
  br i1 %52, label %60, label %53

53:                                               ; preds = %50
  %54 = add nsw i32 %6, -8
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds [2 x [128 x i32]], [2 x [128 x i32]] addrspace(3)* @_ZZ10block_scanPKiPiS1_S1_iE3buf, i64 0, i64 1, i64 %55
  %57 = addrspacecast i32 addrspace(3)* %56 to i32*
  %58 = load i32, i32* %57, align 4, !tbaa !10
  %59 = add nsw i32 %58, %51
  br label %60

60:                                               ; preds = %53, %50
  %61 = phi i32 [ %59, %53 ], [ %51, %50 ]
  store i32 %61, i32* %19, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %62 = icmp slt i32 %6, 16
  br i1 %62, label %70, label %63

63:                                               ; preds = %60
  %64 = add nsw i32 %6, -16
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds [2 x [128 x i32]], [2 x [128 x i32]] addrspace(3)* @_ZZ10block_scanPKiPiS1_S1_iE3buf, i64 0, i64 0, i64 %65
  %67 = addrspacecast i32 addrspace(3)* %66 to i32*
  %68 = load i32, i32* %67, align 4, !tbaa !10
  %69 = add nsw i32 %68, %61
  br label %70

70:                                               ; preds = %63, %60
  %71 = phi i32 [ %69, %63 ], [ %61, %60 ]
  store i32 %71, i32* %31, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %72 = icmp slt i32 %6, 32
  br i1 %72, label %80, label %73

73:                                               ; preds = %70
  %74 = add nsw i32 %6, -32
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds [2 x [128 x i32]], [2 x [128 x i32]] addrspace(3)* @_ZZ10block_scanPKiPiS1_S1_iE3buf, i64 0, i64 1, i64 %75
  %77 = addrspacecast i32 addrspace(3)* %76 to i32*
  %78 = load i32, i32* %77, align 4, !tbaa !10
  %79 = add nsw i32 %78, %71
  br label %80

80:                                               ; preds = %73, %70
  %81 = phi i32 [ %79, %73 ], [ %71, %70 ]
  store i32 %81, i32* %19, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %82 = icmp slt i32 %6, 64
  br i1 %82, label %90, label %83

83:                                               ; preds = %80
  %84 = add nsw i32 %6, -64
  %85 = zext i32 %84 to i64
  %86 = getelementptr inbounds [2 x [128 x i32]], [2 x [128 x i32]] addrspace(3)* @_ZZ10block_scanPKiPiS1_S1_iE3buf, i64 0, i64 0, i64 %85
  %87 = addrspacecast i32 addrspace(3)* %86 to i32*
  %88 = load i32, i32* %87, align 4, !tbaa !10
  %89 = add nsw i32 %88, %81
  br label %90

90:                                               ; preds = %83, %80
  %91 = phi i32 [ %89, %83 ], [ %81, %80 ]
  store i32 %91, i32* %31, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %92, label %95

92:                                               ; preds = %90
  %93 = sext i32 %9 to i64
  %94 = getelementptr inbounds i32, i32* %1, i64 %93
  store i32 %91, i32* %94, align 4, !tbaa !10
  br label %95

95:                                               ; preds = %92, %90
  %96 = icmp eq i32 %6, 127
  br i1 %96, label %97, label %100

97:                                               ; preds = %95
  %98 = zext i32 %7 to i64
  %99 = getelementptr inbounds i32, i32* %2, i64 %98
  store i32 %91, i32* %99, align 4, !tbaa !10
  br label %100

100:                                              ; preds = %97, %95
  %101 = icmp sgt i32 %16, 0
  %102 = zext i1 %101 to i32
  %103 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %102) #3
  %104 = icmp eq i32 %6, 0
  br i1 %104, label %105, label %108

105:                                              ; preds = %100
  %106 = zext i32 %7 to i64
  %107 = getelementptr inbounds i32, i32* %3, i64 %106
  store i32 %103, i32* %107, align 4, !tbaa !10
  br label %108

108:                                              ; preds = %105, %100
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (float*, float*, i32)* @_Z12block_reducePKfPfi, !"kernel", i32 1}
!1 = !{void (i32*, i32*, i32*, i32*, i32)* @_Z10block_scanPKiPiS1_S1_i, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
