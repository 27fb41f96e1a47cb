; ModuleID = 'histogram.cu'
source_filename = "histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11hist_sharedPKhiPjE5local = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11hist_sharedPKhiPj(i8* nocapture noundef readonly %0, i32 noundef %1, i32* nocapture noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %5 = icmp slt i32 %4, 64
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  br i1 %5, label %15, label %7

7:                                                ; preds = %15, %3
  tail call void @llvm.nvvm.barrier0()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %9 = mul i32 %8, %6
  %10 = add i32 %9, %4
  %11 = icmp slt i32 %10, %1
  br i1 %11, label %12, label %22

12:                                               ; preds = %7
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4
  %14 = mul i32 %6, %13
  br label %23

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %20, %15 ], [ %4, %3 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ11hist_sharedPKhiPjE5local, i64 0, i64 %17
  %19 = addrspacecast i32 addrspace(3)* %18 to i32*
  store i32 0, i32* %19, align 4, !tbaa !6
  %20 = add i32 %16, %6
  %21 = icmp slt i32 %20, 64
  br i1 %21, label %15, label %7, !llvm.loop !10

22:                                               ; preds = %23, %7
  tail call void @llvm.nvvm.barrier0()
  br i1 %5, label %36, label %35

23:                                               ; preds = %12, %23
  %24 = phi i32 [ %10, %12 ], [ %33, %23 ]
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i8, i8* %0, i64 %25
  %27 = load i8, i8* %26, align 1, !tbaa !12
  %28 = and i8 %27, 63
  %29 = zext i8 %28 to i64
  %30 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ11hist_sharedPKhiPjE5local, i64 0, i64 %29
  %31 = addrspacecast i32 addrspace(3)* %30 to i32*
  %32 = atomicrmw add i32* %31, i32 1 seq_cst, align 4
  %33 = add i32 %24, %14
  %34 = icmp slt i32 %33, %1
  br i1 %34, label %23, label %22, !llvm.loop !13

35:                                               ; preds = %46, %22
  ret void

36:                                               ; preds = %22, %46
  %37 = phi i32 [ %47, %46 ], [ %4, %22 ]
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ11hist_sharedPKhiPjE5local, i64 0, i64 %38
  %40 = addrspacecast i32 addrspace(3)* %39 to i32*
  %41 = load i32, i32* %40, align 4, !tbaa !6
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %46, label %43

43:                                               ; preds = %36
  %44 = getelementptr inbounds i32, i32* %2, i64 %38
  %45 = atomicrmw add i32* %44, i32 %41 seq_cst, align 4
  br label %46

46:                                               ; preds = %36, %43
  %47 = add i32 %37, %6
  %48 = icmp slt i32 %47, 64
  br i1 %48, label %36, label %35, !llvm.loop !14
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define dso_local void @_Z11hist_globalPKhPKfiPiS3_Pf(i8* nocapture noundef readonly %0, float* nocapture noundef readonly %1, i32 noundef %2, i32* nocapture noundef %3, i32* nocapture noundef %4, float* nocapture noundef %5) local_unnamed_addr #2 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4
  %9 = mul i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %26

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i8, i8* %0, i64 %14
  %16 = load i8, i8* %15, align 1, !tbaa !12
  %17 = zext i8 %16 to i64
  %18 = getelementptr inbounds i32, i32* %3, i64 %17
  %19 = atomicrmw add i32* %18, i32 1 seq_cst, align 4
  %20 = getelementptr inbounds i32, i32* %4, i64 %17
  %21 = atomicrmw max i32* %20, i32 %11 seq_cst, align 4
  %22 = getelementptr inbounds float, float* %5, i64 %17
  %23 = getelementptr inbounds float, float* %1, i64 %14
  %24 = load float, float* %23, align 4, !tbaa !15
  %25 = atomicrmw fadd float* %22, float %24 seq_cst, align 4
  br label %26

26:                                               ; preds = %6, %13
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (i8*, i32, i32*)* @_Z11hist_sharedPKhiPj, !"kernel", i32 1}
!1 = !{void (i8*, float*, i32, i32*, i32*, float*)* @_Z11hist_globalPKhPKfiPiS3_Pf, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
