; ModuleID = 'dynshared.cu'
source_filename = "dynshared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@dyn = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4
@dyn_words = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
@_ZZ12mixed_sharedPiE5fixed = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10box_filterPKfPfii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sub i32 %7, %3
  %11 = shl nsw i32 %3, 1
  %12 = add i32 %11, %6
  %13 = icmp ult i32 %8, %12
  br i1 %13, label %23, label %14

14:                                               ; preds = %33, %4
  tail call void @llvm.nvvm.barrier0()
  %15 = icmp slt i32 %9, %2
  br i1 %15, label %16, label %91

16:                                               ; preds = %14
  %17 = icmp slt i32 %3, 0
  br i1 %17, label %54, label %18

18:                                               ; preds = %16
  %19 = and i32 %11, 2
  %20 = icmp ult i32 %11, 3
  br i1 %20, label %39, label %21

21:                                               ; preds = %18
  %22 = and i32 %11, 2147483644
  br label %61

23:                                               ; preds = %4, %33
  %24 = phi i32 [ %37, %33 ], [ %8, %4 ]
  %25 = add nsw i32 %24, %10
  %26 = icmp sgt i32 %25, -1
  %27 = icmp slt i32 %25, %2
  %28 = and i1 %26, %27
  br i1 %28, label %29, label %33

29:                                               ; preds = %23
  %30 = zext nneg i32 %25 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !7
  br label %33

33:                                               ; preds = %23, %29
  %34 = phi contract float [ %32, %29 ], [ 0.000000e+00, %23 ]
  %35 = sext i32 %24 to i64
  %36 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %35
  store float %34, ptr %36, align 4, !tbaa !7
  %37 = add i32 %24, %6
  %38 = icmp ult i32 %37, %12
  br i1 %38, label %23, label %14, !llvm.loop !11

39:                                               ; preds = %18, %61
  %40 = phi i32 [ 0, %18 ], [ %88, %61 ]
  %41 = phi float [ 0.000000e+00, %18 ], [ %87, %61 ]
  br label %42

42:                                               ; preds = %42, %39
  %43 = phi i32 [ %51, %42 ], [ %40, %39 ]
  %44 = phi float [ %50, %42 ], [ %41, %39 ]
  %45 = phi i32 [ %52, %42 ], [ 0, %39 ]
  %46 = add nuw i32 %43, %8
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !7
  %50 = fadd contract float %44, %49
  %51 = add nuw nsw i32 %43, 1
  %52 = add i32 %45, 1
  %53 = icmp eq i32 %45, %19
  br i1 %53, label %54, label %42, !llvm.loop !13

54:                                               ; preds = %42, %16
  %55 = phi float [ 0.000000e+00, %16 ], [ %50, %42 ]
  %56 = or disjoint i32 %11, 1
  %57 = sitofp i32 %56 to float
  %58 = fdiv contract float %55, %57
  %59 = sext i32 %9 to i64
  %60 = getelementptr inbounds float, ptr %1, i64 %59
  store float %58, ptr %60, align 4, !tbaa !7
  br label %91

61:                                               ; preds = %61, %21
  %62 = phi i32 [ 0, %21 ], [ %88, %61 ]
  %63 = phi float [ 0.000000e+00, %21 ], [ %87, %61 ]
  %64 = phi i32 [ 0, %21 ], [ %89, %61 ]
  %65 = add nuw i32 %62, %8
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !7
  %69 = fadd contract float %63, %68
  %70 = or disjoint i32 %62, 1
  %71 = add nuw i32 %70, %8
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !7
  %75 = fadd contract float %69, %74
  %76 = or disjoint i32 %62, 2
  %77 = add nuw i32 %76, %8
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !7
  %81 = fadd contract float %75, %80
  %82 = or disjoint i32 %62, 3
  %83 = add nuw i32 %82, %8
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !7
  %87 = fadd contract float %81, %86
  %88 = add nuw nsw i32 %62, 4
  %89 = add i32 %64, 4
  %90 = icmp eq i32 %89, %22
  br i1 %90, label %39, label %61, !llvm.loop !15

91:                                               ; preds = %54, %14
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10block_sortPiPf(ptr nocapture noundef %0, ptr nocapture noundef %1) local_unnamed_addr #0 {
  %3 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @dyn_words to ptr), i64 %4
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = mul i32 %7, %3
  %9 = add i32 %8, %6
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !16
  %13 = zext nneg i32 %6 to i64
  %14 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @dyn_words to ptr), i64 %13
  store i32 %12, ptr %14, align 4, !tbaa !16
  %15 = getelementptr inbounds float, ptr %1, i64 %10
  %16 = load float, ptr %15, align 4, !tbaa !7
  %17 = getelementptr inbounds float, ptr %5, i64 %13
  store float %16, ptr %17, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  %18 = icmp ult i32 %3, 2
  br i1 %18, label %25, label %19

19:                                               ; preds = %2, %28
  %20 = phi i32 [ %29, %28 ], [ 2, %2 ]
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %28, label %22

22:                                               ; preds = %19
  %23 = and i32 %20, %6
  %24 = icmp ne i32 %23, 0
  br label %31

25:                                               ; preds = %28, %2
  %26 = load i32, ptr %14, align 4, !tbaa !16
  store i32 %26, ptr %11, align 4, !tbaa !16
  %27 = load float, ptr %17, align 4, !tbaa !7
  store float %27, ptr %15, align 4, !tbaa !7
  ret void

28:                                               ; preds = %47, %19
  %29 = shl i32 %20, 1
  %30 = icmp ugt i32 %29, %3
  br i1 %30, label %25, label %19, !llvm.loop !18

31:                                               ; preds = %22, %47
  %32 = phi i32 [ %20, %22 ], [ %33, %47 ]
  %33 = lshr i32 %32, 1
  %34 = xor i32 %33, %6
  %35 = icmp ugt i32 %34, %6
  br i1 %35, label %36, label %47

36:                                               ; preds = %31
  %37 = load i32, ptr %14, align 4, !tbaa !16
  %38 = zext nneg i32 %34 to i64
  %39 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @dyn_words to ptr), i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !16
  %41 = icmp sgt i32 %37, %40
  %42 = xor i1 %24, %41
  br i1 %42, label %43, label %47

43:                                               ; preds = %36
  store i32 %40, ptr %14, align 4, !tbaa !16
  store i32 %37, ptr %39, align 4, !tbaa !16
  %44 = load float, ptr %17, align 4, !tbaa !7
  %45 = getelementptr inbounds float, ptr %5, i64 %38
  %46 = load float, ptr %45, align 4, !tbaa !7
  store float %46, ptr %17, align 4, !tbaa !7
  store float %44, ptr %45, align 4, !tbaa !7
  br label %47

47:                                               ; preds = %36, %43, %31
  tail call void @llvm.nvvm.barrier0()
  %48 = icmp ult i32 %32, 4
  br i1 %48, label %28, label %31, !llvm.loop !19
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12mixed_sharedPi(ptr nocapture noundef writeonly %0) local_unnamed_addr #0 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp ult i32 %2, 32
  %4 = zext nneg i32 %2 to i64
  br i1 %3, label %5, label %8

5:                                                ; preds = %1
  %6 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12mixed_sharedPiE5fixed to ptr), i64 0, i64 %4
  %7 = add nuw nsw i32 %2, 1000
  store i32 %7, ptr %6, align 4, !tbaa !16
  br label %8

8:                                                ; preds = %1, %5
  %9 = mul nuw nsw i32 %2, 3
  %10 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @dyn_words to ptr), i64 %4
  store i32 %9, ptr %10, align 4, !tbaa !16
  tail call void @llvm.nvvm.barrier0()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = trunc nuw nsw i32 %2 to i16
  %13 = add nuw nsw i16 %12, 1
  %14 = trunc nuw nsw i32 %11 to i16
  %15 = urem i16 %13, %14
  %16 = zext nneg i16 %15 to i64
  %17 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @dyn_words to ptr), i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !16
  %19 = and i32 %2, 31
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12mixed_sharedPiE5fixed to ptr), i64 0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !16
  %23 = add nsw i32 %22, %18
  %24 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = mul i32 %24, %11
  %26 = add i32 %25, %2
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %0, i64 %27
  store i32 %23, ptr %28, align 4, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z10box_filterPKfPfii, !"kernel", i32 1}
!1 = !{ptr @_Z10block_sortPiPf, !"kernel", i32 1}
!2 = !{ptr @_Z12mixed_sharedPi, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
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
