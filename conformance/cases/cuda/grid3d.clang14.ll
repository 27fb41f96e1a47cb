; ModuleID = 'grid3d.cu'
source_filename = "grid3d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11transpose2dPKfPfiiE4tile = internal unnamed_addr addrspace(3) global [8 x [9 x float]] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn writeonly
define dso_local void @_Z7index3dPjS_iii(i32* nocapture noundef writeonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %10 = add i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #6
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6
  %13 = mul i32 %11, %12
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #6
  %15 = add i32 %13, %14
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #6
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #6
  %18 = mul i32 %16, %17
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #6
  %20 = add i32 %18, %19
  %21 = icmp slt i32 %10, %2
  %22 = icmp slt i32 %15, %3
  %23 = and i1 %21, %22
  %24 = icmp slt i32 %20, %4
  %25 = and i1 %23, %24
  br i1 %25, label %26, label %63

26:                                               ; preds = %5
  %27 = mul nsw i32 %20, %3
  %28 = add nsw i32 %27, %15
  %29 = mul nsw i32 %28, %2
  %30 = add nsw i32 %29, %10
  %31 = shl i32 %6, 24
  %32 = shl i32 %11, 20
  %33 = shl i32 %16, 16
  %34 = shl i32 %9, 8
  %35 = shl i32 %14, 4
  %36 = or i32 %32, %19
  %37 = or i32 %36, %31
  %38 = or i32 %37, %33
  %39 = or i32 %38, %34
  %40 = or i32 %39, %35
  %41 = sext i32 %30 to i64
  %42 = getelementptr inbounds i32, i32* %0, i64 %41
  store i32 %40, i32* %42, align 4, !tbaa !7
  %43 = mul i32 %19, %12
  %44 = add i32 %43, %14
  %45 = mul i32 %44, %7
  %46 = add i32 %45, %9
  %47 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6
  %48 = mul i32 %47, 100000
  %49 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #6
  %50 = mul i32 %49, 10000
  %51 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #6
  %52 = mul i32 %51, 1000
  %53 = mul i32 %7, 100
  %54 = mul i32 %12, 10
  %55 = mul i32 %46, 1000000
  %56 = add i32 %50, %17
  %57 = add i32 %56, %48
  %58 = add i32 %57, %52
  %59 = add i32 %58, %53
  %60 = add i32 %59, %54
  %61 = add i32 %60, %55
  %62 = getelementptr inbounds i32, i32* %1, i64 %41
  store i32 %61, i32* %62, align 4, !tbaa !7
  br label %63

63:                                               ; preds = %5, %26
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly willreturn
define dso_local noundef i32 @_Z3at3PKiiiiiii(i32* nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = or i32 %2, %1
  %9 = or i32 %8, %3
  %10 = icmp sgt i32 %9, -1
  %11 = icmp slt i32 %1, %4
  %12 = and i1 %10, %11
  %13 = icmp slt i32 %2, %5
  %14 = and i1 %12, %13
  %15 = icmp slt i32 %3, %6
  %16 = and i1 %14, %15
  br i1 %16, label %17, label %25

17:                                               ; preds = %7
  %18 = mul nsw i32 %5, %3
  %19 = add nsw i32 %18, %2
  %20 = mul nsw i32 %19, %4
  %21 = add nsw i32 %20, %1
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, i32* %0, i64 %22
  %24 = load i32, i32* %23, align 4, !tbaa !7
  br label %25

25:                                               ; preds = %7, %17
  %26 = phi i32 [ %24, %17 ], [ 0, %7 ]
  ret i32 %26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z9laplace3dPKiPiiii(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %10 = add i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #6
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6
  %13 = mul i32 %11, %12
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #6
  %15 = add i32 %13, %14
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #6
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #6
  %18 = mul i32 %16, %17
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.z() #6
  %20 = add i32 %18, %19
  %21 = icmp slt i32 %10, %2
  %22 = icmp slt i32 %15, %3
  %23 = and i1 %21, %22
  %24 = icmp slt i32 %20, %4
  %25 = and i1 %23, %24
  br i1 %25, label %26, label %145

26:                                               ; preds = %5
  %27 = or i32 %15, %10
  %28 = or i32 %27, %20
  %29 = icmp sgt i32 %28, -1
  br i1 %29, label %30, label %39

30:                                               ; preds = %26
  %31 = mul nsw i32 %20, %3
  %32 = add nsw i32 %31, %15
  %33 = mul nsw i32 %32, %2
  %34 = add nsw i32 %33, %10
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, i32* %0, i64 %35
  %37 = load i32, i32* %36, align 4, !tbaa !7
  %38 = mul i32 %37, -6
  br label %39

39:                                               ; preds = %26, %30
  %40 = phi i32 [ %38, %30 ], [ 0, %26 ]
  %41 = add nsw i32 %10, -1
  %42 = or i32 %20, %15
  %43 = or i32 %42, %41
  %44 = icmp sgt i32 %43, -1
  %45 = icmp sle i32 %10, %2
  %46 = and i1 %45, %44
  br i1 %46, label %47, label %55

47:                                               ; preds = %39
  %48 = mul nsw i32 %20, %3
  %49 = add nsw i32 %48, %15
  %50 = mul nsw i32 %49, %2
  %51 = add nsw i32 %50, %41
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, i32* %0, i64 %52
  %54 = load i32, i32* %53, align 4, !tbaa !7
  br label %55

55:                                               ; preds = %39, %47
  %56 = phi i32 [ %54, %47 ], [ 0, %39 ]
  %57 = add nsw i32 %10, 1
  %58 = or i32 %42, %57
  %59 = icmp sgt i32 %58, -1
  %60 = icmp slt i32 %57, %2
  %61 = and i1 %60, %59
  br i1 %61, label %62, label %70

62:                                               ; preds = %55
  %63 = mul nsw i32 %20, %3
  %64 = add nsw i32 %63, %15
  %65 = mul nsw i32 %64, %2
  %66 = add nsw i32 %65, %57
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, i32* %0, i64 %67
  %69 = load i32, i32* %68, align 4, !tbaa !7
  br label %70

70:                                               ; preds = %55, %62
  %71 = phi i32 [ %69, %62 ], [ 0, %55 ]
  %72 = add nsw i32 %15, -1
  %73 = or i32 %20, %10
  %74 = or i32 %73, %72
  %75 = icmp sgt i32 %74, -1
  %76 = icmp sle i32 %15, %3
  %77 = and i1 %75, %76
  br i1 %77, label %78, label %86

78:                                               ; preds = %70
  %79 = mul nsw i32 %20, %3
  %80 = add nsw i32 %79, %72
  %81 = mul nsw i32 %80, %2
  %82 = add nsw i32 %81, %10
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, i32* %0, i64 %83
  %85 = load i32, i32* %84, align 4, !tbaa !7
  br label %86

86:                                               ; preds = %70, %78
  %87 = phi i32 [ %85, %78 ], [ 0, %70 ]
  %88 = add nsw i32 %15, 1
  %89 = or i32 %73, %88
  %90 = icmp sgt i32 %89, -1
  %91 = icmp slt i32 %88, %3
  %92 = and i1 %90, %91
  br i1 %92, label %93, label %101

93:                                               ; preds = %86
  %94 = mul nsw i32 %20, %3
  %95 = add nsw i32 %94, %88
  %96 = mul nsw i32 %95, %2
  %97 = add nsw i32 %96, %10
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i32, i32* %0, i64 %98
  %100 = load i32, i32* %99, align 4, !tbaa !7
  br label %101

101:                                              ; preds = %86, %93
  %102 = phi i32 [ %100, %93 ], [ 0, %86 ]
  %103 = add nsw i32 %20, -1
  %104 = or i32 %27, %103
  %105 = icmp sgt i32 %104, -1
  %106 = icmp sle i32 %20, %4
  %107 = and i1 %105, %106
  br i1 %107, label %108, label %116

108:                                              ; preds = %101
  %109 = mul nsw i32 %103, %3
  %110 = add nsw i32 %109, %15
  %111 = mul nsw i32 %110, %2
  %112 = add nsw i32 %111, %10
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds i32, i32* %0, i64 %113
  %115 = load i32, i32* %114, align 4, !tbaa !7
  br label %116

116:                                              ; preds = %101, %108
  %117 = phi i32 [ %115, %108 ], [ 0, %101 ]
  %118 = add nsw i32 %20, 1
  %119 = or i32 %27, %118
  %120 = icmp sgt i32 %119, -1
  %121 = icmp slt i32 %118, %4
  %122 = and i1 %120, %121
  br i1 %122, label %123, label %131

123:                                              ; preds = %116
  %124 = mul nsw i32 %118, %3
  %125 = add nsw i32 %124, %15
  %126 = mul nsw i32 %125, %2
  %127 = add nsw i32 %126, %10
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i32, i32* %0, i64 %128
  %130 = load i32, i32* %129, align 4, !tbaa !7
  br label %131

131:                                              ; preds = %116, %123
  %132 = phi i32 [ %130, %123 ], [ 0, %116 ]
  %133 = add i32 %56, %40
  %134 = add i32 %133, %71
  %135 = add i32 %134, %87
  %136 = add i32 %135, %102
  %137 = add i32 %136, %117
  %138 = add i32 %137, %132
  %139 = mul nsw i32 %20, %3
  %140 = add nsw i32 %139, %15
  %141 = mul nsw i32 %140, %2
  %142 = add nsw i32 %141, %10
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds i32, i32* %1, i64 %143
  store i32 %138, i32* %144, align 4, !tbaa !7
  br label %145

145:                                              ; preds = %5, %131
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11transpose2dPKfPfii(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %6 = shl i32 %5, 3
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %8 = add i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #6
  %10 = shl i32 %9, 3
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #6
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %8, %2
  %14 = icmp slt i32 %12, %3
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %26

16:                                               ; preds = %4
  %17 = mul nsw i32 %12, %2
  %18 = add nsw i32 %17, %8
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, float* %0, i64 %19
  %21 = load float, float* %20, align 4, !tbaa !11
  %22 = zext i32 %11 to i64
  %23 = zext i32 %7 to i64
  %24 = getelementptr inbounds [8 x [9 x float]], [8 x [9 x float]] addrspace(3)* @_ZZ11transpose2dPKfPfiiE4tile, i64 0, i64 %22, i64 %23
  %25 = addrspacecast float addrspace(3)* %24 to float*
  store float %21, float* %25, align 4, !tbaa !11
  br label %26

26:                                               ; preds = %16, %4
  tail call void @llvm.nvvm.barrier0()
  %27 = add i32 %10, %7
  %28 = add i32 %6, %11
  %29 = icmp slt i32 %27, %3
  %30 = icmp slt i32 %28, %2
  %31 = and i1 %30, %29
  br i1 %31, label %32, label %42

32:                                               ; preds = %26
  %33 = zext i32 %7 to i64
  %34 = zext i32 %11 to i64
  %35 = getelementptr inbounds [8 x [9 x float]], [8 x [9 x float]] addrspace(3)* @_ZZ11transpose2dPKfPfiiE4tile, i64 0, i64 %33, i64 %34
  %36 = addrspacecast float addrspace(3)* %35 to float*
  %37 = load float, float* %36, align 4, !tbaa !11
  %38 = mul nsw i32 %28, %3
  %39 = add nsw i32 %38, %27
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, float* %1, i64 %40
  store float %37, float* %41, align 4, !tbaa !11
  br label %42

42:                                               ; preds = %32, %26
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn writeonly "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readonly willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #4 = { convergent nounwind }
attributes #5 = { nofree nosync nounwind readnone speculatable }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{void (i32*, i32*, i32, i32, i32)* @_Z7index3dPjS_iii, !"kernel", i32 1}
!1 = !{void (i32*, i32*, i32, i32, i32)* @_Z9laplace3dPKiPiiii, !"kernel", i32 1}
!2 = !{void (float*, float*, i32, i32)* @_Z11transpose2dPKfPfii, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !9, i64 0}
