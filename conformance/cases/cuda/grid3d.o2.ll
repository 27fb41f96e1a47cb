; ModuleID = 'grid3d.cu'
source_filename = "grid3d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11transpose2dPKfPfiiE4tile = internal unnamed_addr addrspace(3) global [8 x [9 x float]] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z7index3dPjS_iii(ptr nocapture noundef writeonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = mul nuw nsw i32 %11, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = add nuw nsw i32 %13, %14
  %16 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %17 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %18 = mul nuw nsw i32 %16, %17
  %19 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %20 = add nuw nsw i32 %18, %19
  %21 = icmp slt i32 %10, %2
  %22 = icmp slt i32 %15, %3
  %23 = and i1 %21, %22
  %24 = icmp slt i32 %20, %4
  %25 = and i1 %23, %24
  br i1 %25, label %26, label %63

26:                                               ; preds = %5
  %27 = mul nsw i32 %20, %3
  %28 = add nuw nsw i32 %27, %15
  %29 = mul nsw i32 %28, %2
  %30 = add nsw i32 %29, %10
  %31 = shl i32 %6, 24
  %32 = shl i32 %11, 20
  %33 = shl nuw i32 %16, 16
  %34 = shl nuw nsw i32 %9, 8
  %35 = shl nuw nsw i32 %14, 4
  %36 = or i32 %32, %31
  %37 = or i32 %36, %33
  %38 = or i32 %37, %34
  %39 = or i32 %38, %35
  %40 = or i32 %39, %19
  %41 = sext i32 %30 to i64
  %42 = getelementptr inbounds i32, ptr %0, i64 %41
  store i32 %40, ptr %42, align 4, !tbaa !7
  %43 = mul nuw nsw i32 %19, %12
  %44 = add nuw nsw i32 %43, %14
  %45 = mul nuw nsw i32 %44, %7
  %46 = add nuw nsw i32 %45, %9
  %47 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %48 = mul i32 %47, 100000
  %49 = tail call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %50 = mul nuw nsw i32 %49, 10000
  %51 = tail call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %52 = mul nuw nsw i32 %51, 1000
  %53 = mul nuw nsw i32 %7, 100
  %54 = mul nuw nsw i32 %12, 10
  %55 = mul i32 %46, 1000000
  %56 = add nuw nsw i32 %50, %17
  %57 = add i32 %56, %48
  %58 = add i32 %57, %52
  %59 = add i32 %58, %53
  %60 = add i32 %59, %54
  %61 = add i32 %60, %55
  %62 = getelementptr inbounds i32, ptr %1, i64 %41
  store i32 %61, ptr %62, align 4, !tbaa !7
  br label %63

63:                                               ; preds = %5, %26
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z3at3PKiiiiiii(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
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
  %19 = add nuw nsw i32 %18, %2
  %20 = mul nsw i32 %19, %4
  %21 = add nuw nsw i32 %20, %1
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !7
  br label %25

25:                                               ; preds = %7, %17
  %26 = phi i32 [ %24, %17 ], [ 0, %7 ]
  ret i32 %26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9laplace3dPKiPiiii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = mul nuw nsw i32 %11, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = add nuw nsw i32 %13, %14
  %16 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %17 = tail call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %18 = mul nuw nsw i32 %16, %17
  %19 = tail call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %20 = add nuw nsw i32 %18, %19
  %21 = icmp slt i32 %10, %2
  %22 = icmp slt i32 %15, %3
  %23 = and i1 %21, %22
  %24 = icmp slt i32 %20, %4
  %25 = and i1 %23, %24
  br i1 %25, label %26, label %129

26:                                               ; preds = %5
  %27 = icmp sgt i32 %10, -1
  br i1 %27, label %28, label %37

28:                                               ; preds = %26
  %29 = mul nsw i32 %20, %3
  %30 = add nuw nsw i32 %29, %15
  %31 = mul nsw i32 %30, %2
  %32 = add nuw nsw i32 %31, %10
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %0, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !7
  %36 = mul i32 %35, -6
  br label %37

37:                                               ; preds = %26, %28
  %38 = phi i32 [ %36, %28 ], [ 0, %26 ]
  %39 = icmp sgt i32 %10, 0
  br i1 %39, label %40, label %49

40:                                               ; preds = %37
  %41 = mul nsw i32 %20, %3
  %42 = add nuw nsw i32 %41, %15
  %43 = mul nsw i32 %42, %2
  %44 = add nsw i32 %10, -1
  %45 = add nuw nsw i32 %44, %43
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %0, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !7
  br label %49

49:                                               ; preds = %37, %40
  %50 = phi i32 [ %48, %40 ], [ 0, %37 ]
  %51 = add nsw i32 %10, 1
  %52 = icmp sgt i32 %10, -2
  %53 = icmp slt i32 %51, %2
  %54 = and i1 %52, %53
  br i1 %54, label %55, label %63

55:                                               ; preds = %49
  %56 = mul nsw i32 %20, %3
  %57 = add nuw nsw i32 %56, %15
  %58 = mul nsw i32 %57, %2
  %59 = add nuw nsw i32 %58, %51
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !7
  br label %63

63:                                               ; preds = %49, %55
  %64 = phi i32 [ %62, %55 ], [ 0, %49 ]
  %65 = add nsw i32 %15, -1
  %66 = or i32 %65, %10
  %67 = icmp sgt i32 %66, -1
  br i1 %67, label %68, label %76

68:                                               ; preds = %63
  %69 = mul nsw i32 %20, %3
  %70 = add nuw nsw i32 %69, %65
  %71 = mul nsw i32 %70, %2
  %72 = add nuw nsw i32 %71, %10
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr %0, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !7
  br label %76

76:                                               ; preds = %63, %68
  %77 = phi i32 [ %75, %68 ], [ 0, %63 ]
  %78 = add nuw nsw i32 %15, 1
  %79 = icmp ult i32 %78, %3
  %80 = and i1 %27, %79
  br i1 %80, label %81, label %89

81:                                               ; preds = %76
  %82 = mul nsw i32 %20, %3
  %83 = add nuw nsw i32 %82, %78
  %84 = mul nsw i32 %83, %2
  %85 = add nuw nsw i32 %84, %10
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds i32, ptr %0, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !7
  br label %89

89:                                               ; preds = %76, %81
  %90 = phi i32 [ %88, %81 ], [ 0, %76 ]
  %91 = add nsw i32 %20, -1
  %92 = or i32 %91, %10
  %93 = icmp sgt i32 %92, -1
  br i1 %93, label %94, label %102

94:                                               ; preds = %89
  %95 = mul nsw i32 %91, %3
  %96 = add nuw nsw i32 %95, %15
  %97 = mul nsw i32 %96, %2
  %98 = add nuw nsw i32 %97, %10
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds i32, ptr %0, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !7
  br label %102

102:                                              ; preds = %89, %94
  %103 = phi i32 [ %101, %94 ], [ 0, %89 ]
  %104 = add nuw nsw i32 %20, 1
  %105 = icmp ult i32 %104, %4
  %106 = and i1 %27, %105
  br i1 %106, label %107, label %115

107:                                              ; preds = %102
  %108 = mul nsw i32 %104, %3
  %109 = add nuw nsw i32 %108, %15
  %110 = mul nsw i32 %109, %2
  %111 = add nuw nsw i32 %110, %10
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds i32, ptr %0, i64 %112
  %114 = load i32, ptr %113, align 4, !tbaa !7
  br label %115

115:                                              ; preds = %102, %107
  %116 = phi i32 [ %114, %107 ], [ 0, %102 ]
  %117 = add i32 %50, %38
  %118 = add i32 %117, %64
  %119 = add i32 %118, %77
  %120 = add i32 %119, %90
  %121 = add i32 %120, %103
  %122 = add i32 %121, %116
  %123 = mul nsw i32 %20, %3
  %124 = add nuw nsw i32 %123, %15
  %125 = mul nsw i32 %124, %2
  %126 = add nsw i32 %125, %10
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds i32, ptr %1, i64 %127
  store i32 %122, ptr %128, align 4, !tbaa !7
  br label %129

129:                                              ; preds = %5, %115
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11transpose2dPKfPfii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 3
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 3
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = add nuw nsw i32 %10, %11
  %13 = icmp slt i32 %8, %2
  %14 = icmp slt i32 %12, %3
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %25

16:                                               ; preds = %4
  %17 = zext nneg i32 %11 to i64
  %18 = zext nneg i32 %7 to i64
  %19 = getelementptr inbounds [8 x [9 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11transpose2dPKfPfiiE4tile to ptr), i64 0, i64 %17, i64 %18
  %20 = mul nsw i32 %12, %2
  %21 = add nsw i32 %20, %8
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !11
  store float %24, ptr %19, align 4, !tbaa !11
  br label %25

25:                                               ; preds = %16, %4
  tail call void @llvm.nvvm.barrier0()
  %26 = add nuw nsw i32 %10, %7
  %27 = add i32 %6, %11
  %28 = icmp slt i32 %26, %3
  %29 = icmp slt i32 %27, %2
  %30 = and i1 %29, %28
  br i1 %30, label %31, label %40

31:                                               ; preds = %25
  %32 = mul nsw i32 %27, %3
  %33 = add nsw i32 %32, %26
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  %36 = zext nneg i32 %7 to i64
  %37 = zext nneg i32 %11 to i64
  %38 = getelementptr inbounds [8 x [9 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11transpose2dPKfPfiiE4tile to ptr), i64 0, i64 %36, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !11
  store float %39, ptr %35, align 4, !tbaa !11
  br label %40

40:                                               ; preds = %31, %25
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z7index3dPjS_iii, !"kernel", i32 1}
!1 = !{ptr @_Z9laplace3dPKiPiiii, !"kernel", i32 1}
!2 = !{ptr @_Z11transpose2dPKfPfii, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !9, i64 0}
