; ModuleID = 'reduce_scan.cu'
source_filename = "reduce_scan.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12block_reducePKfPfiE1s = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4
@_ZZ10block_scanPKiPiS1_S1_iE3buf = internal unnamed_addr addrspace(3) global [2 x [128 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12block_reducePKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 8
  %7 = add i32 %6, %4
  %8 = icmp ult i32 %7, %2
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = zext i32 %7 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !6
  br label %13

13:                                               ; preds = %9, %3
  %14 = phi float [ %12, %9 ], [ 0.000000e+00, %3 ]
  %15 = add i32 %7, 128
  %16 = icmp ult i32 %15, %2
  br i1 %16, label %17, label %22

17:                                               ; preds = %13
  %18 = zext i32 %15 to i64
  %19 = getelementptr inbounds float, ptr %0, i64 %18
  %20 = load float, ptr %19, align 4, !tbaa !6
  %21 = fadd contract float %14, %20
  br label %22

22:                                               ; preds = %17, %13
  %23 = phi float [ %21, %17 ], [ %14, %13 ]
  %24 = zext nneg i32 %4 to i64
  %25 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reducePKfPfiE1s to ptr), i64 0, i64 %24
  store float %23, ptr %25, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier0()
  %26 = icmp ult i32 %4, 64
  br i1 %26, label %27, label %34

27:                                               ; preds = %22
  %28 = or disjoint i32 %4, 64
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reducePKfPfiE1s to ptr), i64 0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !6
  %32 = load float, ptr %25, align 4, !tbaa !6
  %33 = fadd contract float %31, %32
  store float %33, ptr %25, align 4, !tbaa !6
  br label %34

34:                                               ; preds = %27, %22
  tail call void @llvm.nvvm.barrier0()
  %35 = icmp ult i32 %4, 32
  br i1 %35, label %36, label %43

36:                                               ; preds = %34
  %37 = or disjoint i32 %4, 32
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reducePKfPfiE1s to ptr), i64 0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !6
  %41 = load float, ptr %25, align 4, !tbaa !6
  %42 = fadd contract float %40, %41
  store float %42, ptr %25, align 4, !tbaa !6
  br label %43

43:                                               ; preds = %36, %34
  tail call void @llvm.nvvm.barrier0()
  %44 = icmp ult i32 %4, 16
  br i1 %44, label %45, label %52

45:                                               ; preds = %43
  %46 = or disjoint i32 %4, 16
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reducePKfPfiE1s to ptr), i64 0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !6
  %50 = load float, ptr %25, align 4, !tbaa !6
  %51 = fadd contract float %49, %50
  store float %51, ptr %25, align 4, !tbaa !6
  br label %52

52:                                               ; preds = %45, %43
  tail call void @llvm.nvvm.barrier0()
  %53 = icmp ult i32 %4, 8
  br i1 %53, label %54, label %61

54:                                               ; preds = %52
  %55 = or disjoint i32 %4, 8
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reducePKfPfiE1s to ptr), i64 0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !6
  %59 = load float, ptr %25, align 4, !tbaa !6
  %60 = fadd contract float %58, %59
  store float %60, ptr %25, align 4, !tbaa !6
  br label %61

61:                                               ; preds = %54, %52
  tail call void @llvm.nvvm.barrier0()
  %62 = icmp ult i32 %4, 4
  br i1 %62, label %63, label %70

63:                                               ; preds = %61
  %64 = or disjoint i32 %4, 4
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reducePKfPfiE1s to ptr), i64 0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !6
  %68 = load float, ptr %25, align 4, !tbaa !6
  %69 = fadd contract float %67, %68
  store float %69, ptr %25, align 4, !tbaa !6
  br label %70

70:                                               ; preds = %63, %61
  tail call void @llvm.nvvm.barrier0()
  %71 = icmp ult i32 %4, 2
  br i1 %71, label %72, label %79

72:                                               ; preds = %70
  %73 = or disjoint i32 %4, 2
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reducePKfPfiE1s to ptr), i64 0, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !6
  %77 = load float, ptr %25, align 4, !tbaa !6
  %78 = fadd contract float %76, %77
  store float %78, ptr %25, align 4, !tbaa !6
  br label %79

79:                                               ; preds = %72, %70
  tail call void @llvm.nvvm.barrier0()
  %80 = icmp eq i32 %4, 0
  br i1 %80, label %81, label %85

81:                                               ; preds = %79
  %82 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reducePKfPfiE1s to ptr), i64 4), align 4, !tbaa !6
  %83 = load float, ptr %25, align 4, !tbaa !6
  %84 = fadd contract float %82, %83
  store float %84, ptr %25, align 4, !tbaa !6
  br label %85

85:                                               ; preds = %81, %79
  tail call void @llvm.nvvm.barrier0()
  %86 = icmp eq i32 %4, 0
  br i1 %86, label %87, label %91

87:                                               ; preds = %85
  %88 = zext nneg i32 %5 to i64
  %89 = getelementptr inbounds float, ptr %1, i64 %88
  %90 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reducePKfPfiE1s to ptr), align 4, !tbaa !6
  store float %90, ptr %89, align 4, !tbaa !6
  br label %91

91:                                               ; preds = %87, %85
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10block_scanPKiPiS1_S1_i(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 7
  %9 = add i32 %8, %6
  %10 = icmp slt i32 %9, %4
  br i1 %10, label %11, label %15

11:                                               ; preds = %5
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !10
  br label %15

15:                                               ; preds = %5, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %5 ]
  %17 = zext nneg i32 %6 to i64
  %18 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiS1_S1_iE3buf to ptr), i64 0, i64 %17
  store i32 %16, ptr %18, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %19 = load i32, ptr %18, align 4, !tbaa !10
  %20 = icmp eq i32 %6, 0
  br i1 %20, label %27, label %21

21:                                               ; preds = %15
  %22 = add nsw i32 %6, -1
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds [2 x [128 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiS1_S1_iE3buf to ptr), i64 0, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !10
  %26 = add nsw i32 %25, %19
  br label %27

27:                                               ; preds = %21, %15
  %28 = phi i32 [ %26, %21 ], [ %19, %15 ]
  %29 = getelementptr inbounds [2 x [128 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiS1_S1_iE3buf to ptr), i64 0, i64 1, i64 %17
  store i32 %28, ptr %29, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %30 = load i32, ptr %29, align 4, !tbaa !10
  %31 = icmp ult i32 %6, 2
  br i1 %31, label %38, label %32

32:                                               ; preds = %27
  %33 = add nsw i32 %6, -2
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds [2 x [128 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiS1_S1_iE3buf to ptr), i64 0, i64 1, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !10
  %37 = add nsw i32 %36, %30
  br label %38

38:                                               ; preds = %32, %27
  %39 = phi i32 [ %37, %32 ], [ %30, %27 ]
  store i32 %39, ptr %18, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %40 = load i32, ptr %18, align 4, !tbaa !10
  %41 = icmp ult i32 %6, 4
  br i1 %41, label %48, label %42

42:                                               ; preds = %38
  %43 = add nsw i32 %6, -4
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [2 x [128 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiS1_S1_iE3buf to ptr), i64 0, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !10
  %47 = add nsw i32 %46, %40
  br label %48

48:                                               ; preds = %42, %38
  %49 = phi i32 [ %47, %42 ], [ %40, %38 ]
  store i32 %49, ptr %29, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %50 = load i32, ptr %29, align 4, !tbaa !10
  %51 = icmp ult i32 %6, 8
  br i1 %51, label %58, label %52

52:                                               ; preds = %48
  %53 = add nsw i32 %6, -8
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [2 x [128 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiS1_S1_iE3buf to ptr), i64 0, i64 1, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !10
  %57 = add nsw i32 %56, %50
  br label %58

58:                                               ; preds = %52, %48
  %59 = phi i32 [ %57, %52 ], [ %50, %48 ]
  store i32 %59, ptr %18, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %60 = load i32, ptr %18, align 4, !tbaa !10
  %61 = icmp ult i32 %6, 16
  br i1 %61, label %68, label %62

62:                                               ; preds = %58
  %63 = add nsw i32 %6, -16
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds [2 x [128 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiS1_S1_iE3buf to ptr), i64 0, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !10
  %67 = add nsw i32 %66, %60
  br label %68

68:                                               ; preds = %62, %58
  %69 = phi i32 [ %67, %62 ], [ %60, %58 ]
  store i32 %69, ptr %29, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %70 = load i32, ptr %29, align 4, !tbaa !10
  %71 = icmp ult i32 %6, 32
  br i1 %71, label %78, label %72

72:                                               ; preds = %68
  %73 = add nsw i32 %6, -32
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds [2 x [128 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiS1_S1_iE3buf to ptr), i64 0, i64 1, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !10
  %77 = add nsw i32 %76, %70
  br label %78

78:                                               ; preds = %72, %68
  %79 = phi i32 [ %77, %72 ], [ %70, %68 ]
  store i32 %79, ptr %18, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %80 = load i32, ptr %18, align 4, !tbaa !10
  %81 = icmp ult i32 %6, 64
  br i1 %81, label %88, label %82

82:                                               ; preds = %78
  %83 = add nsw i32 %6, -64
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds [2 x [128 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiS1_S1_iE3buf to ptr), i64 0, i64 0, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !10
  %87 = add nsw i32 %86, %80
  br label %88

88:                                               ; preds = %82, %78
  %89 = phi i32 [ %87, %82 ], [ %80, %78 ]
  store i32 %89, ptr %29, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %90, label %94

90:                                               ; preds = %88
  %91 = sext i32 %9 to i64
  %92 = getelementptr inbounds i32, ptr %1, i64 %91
  %93 = load i32, ptr %29, align 4, !tbaa !10
  store i32 %93, ptr %92, align 4, !tbaa !10
  br label %94

94:                                               ; preds = %90, %88
  %95 = icmp eq i32 %6, 127
  br i1 %95, label %96, label %100

96:                                               ; preds = %94
  %97 = zext nneg i32 %7 to i64
  %98 = getelementptr inbounds i32, ptr %2, i64 %97
  %99 = load i32, ptr %29, align 4, !tbaa !10
  store i32 %99, ptr %98, align 4, !tbaa !10
  br label %100

100:                                              ; preds = %96, %94
  %101 = icmp sgt i32 %16, 0
  %102 = zext i1 %101 to i32
  %103 = tail call noundef i32 @llvm.nvvm.barrier0.popc(i32 %102)
  %104 = icmp eq i32 %6, 0
  br i1 %104, label %105, label %108

105:                                              ; preds = %100
  %106 = zext nneg i32 %7 to i64
  %107 = getelementptr inbounds i32, ptr %3, i64 %106
  store i32 %103, ptr %107, align 4, !tbaa !10
  br label %108

108:                                              ; preds = %105, %100
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z12block_reducePKfPfi, !"kernel", i32 1}
!1 = !{ptr @_Z10block_scanPKiPiS1_S1_i, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
