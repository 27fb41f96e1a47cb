; ModuleID = 'warp_reduce.cu'
source_filename = "warp_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9block_sumPKiiPiE9warp_sums = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z8warp_sumi(i32 noundef %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %0, i32 16, i32 31)
  %3 = add nsw i32 %2, %0
  %4 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %3, i32 8, i32 31)
  %5 = add nsw i32 %4, %3
  %6 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %5, i32 4, i32 31)
  %7 = add nsw i32 %6, %5
  %8 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %7, i32 2, i32 31)
  %9 = add nsw i32 %8, %7
  %10 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %9, i32 1, i32 31)
  %11 = add nsw i32 %10, %9
  ret i32 %11
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef float @_Z10warp_sum_ff(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %0, i32 16, i32 31)
  %3 = fadd contract float %2, %0
  %4 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %3, i32 8, i32 31)
  %5 = fadd contract float %3, %4
  %6 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %5, i32 4, i32 31)
  %7 = fadd contract float %5, %6
  %8 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %7, i32 2, i32 31)
  %9 = fadd contract float %7, %8
  %10 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %9, i32 1, i32 31)
  %11 = fadd contract float %9, %10
  ret float %11
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef float @_Z8warp_maxf(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %0, i32 16, i32 31)
  %3 = tail call contract noundef float @llvm.maxnum.f32(float %0, float %2)
  %4 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %3, i32 8, i32 31)
  %5 = tail call contract noundef float @llvm.maxnum.f32(float %3, float %4)
  %6 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5, i32 4, i32 31)
  %7 = tail call contract noundef float @llvm.maxnum.f32(float %5, float %6)
  %8 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7, i32 2, i32 31)
  %9 = tail call contract noundef float @llvm.maxnum.f32(float %7, float %8)
  %10 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9, i32 1, i32 31)
  %11 = tail call contract noundef float @llvm.maxnum.f32(float %9, float %10)
  ret float %11
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z10warp_statsPKiPKfiPiPfS4_PjS3_S3_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr nocapture noundef writeonly %5, ptr nocapture noundef writeonly %6, ptr nocapture noundef writeonly %7, ptr nocapture noundef writeonly %8) local_unnamed_addr #1 {
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = and i32 %13, 31
  %16 = sdiv i32 %14, 32
  %17 = icmp slt i32 %14, %2
  br i1 %17, label %18, label %22

18:                                               ; preds = %9
  %19 = sext i32 %14 to i64
  %20 = getelementptr inbounds i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !7
  br label %22

22:                                               ; preds = %9, %18
  %23 = phi i32 [ %21, %18 ], [ 0, %9 ]
  %24 = sext i32 %14 to i64
  br i1 %17, label %25, label %28

25:                                               ; preds = %22
  %26 = getelementptr inbounds float, ptr %1, i64 %24
  %27 = load float, ptr %26, align 4, !tbaa !11
  br label %28

28:                                               ; preds = %22, %25
  %29 = phi contract float [ %27, %25 ], [ 0.000000e+00, %22 ]
  %30 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %23, i32 16, i32 31)
  %31 = add nsw i32 %30, %23
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %31, i32 8, i32 31)
  %33 = add nsw i32 %32, %31
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %33, i32 4, i32 31)
  %35 = add nsw i32 %34, %33
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %35, i32 2, i32 31)
  %37 = add nsw i32 %36, %35
  %38 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %37, i32 1, i32 31)
  %39 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 16, i32 31)
  %40 = tail call contract noundef float @llvm.maxnum.f32(float %29, float %39)
  %41 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %40, i32 8, i32 31)
  %42 = tail call contract noundef float @llvm.maxnum.f32(float %40, float %41)
  %43 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %42, i32 4, i32 31)
  %44 = tail call contract noundef float @llvm.maxnum.f32(float %42, float %43)
  %45 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %44, i32 2, i32 31)
  %46 = tail call contract noundef float @llvm.maxnum.f32(float %44, float %45)
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 1, i32 31)
  %48 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %29, i32 16, i32 31)
  %49 = fadd contract float %29, %48
  %50 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %49, i32 8, i32 31)
  %51 = fadd contract float %49, %50
  %52 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %51, i32 4, i32 31)
  %53 = fadd contract float %51, %52
  %54 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %53, i32 2, i32 31)
  %55 = fadd contract float %53, %54
  %56 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %55, i32 1, i32 31)
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %23, i32 4, i32 6175)
  %58 = add nsw i32 %57, %23
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 2, i32 6175)
  %60 = add nsw i32 %59, %58
  %61 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %60, i32 1, i32 6175)
  %62 = add nsw i32 %61, %60
  %63 = getelementptr inbounds i32, ptr %8, i64 %24
  store i32 %62, ptr %63, align 4, !tbaa !7
  %64 = icmp slt i32 %23, 0
  %65 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %64)
  %66 = add i32 %23, 999
  %67 = icmp ult i32 %66, 1999
  %68 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %67)
  %69 = icmp sgt i32 %23, 900
  %70 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %69)
  switch i32 %15, label %89 [
    i32 0, label %71
    i32 31, label %85
  ]

71:                                               ; preds = %28
  %72 = fadd contract float %55, %56
  %73 = add nsw i32 %38, %37
  %74 = zext i1 %68 to i32
  %75 = sext i32 %16 to i64
  %76 = getelementptr inbounds i32, ptr %3, i64 %75
  store i32 %73, ptr %76, align 4, !tbaa !7
  %77 = getelementptr inbounds float, ptr %5, i64 %75
  store float %72, ptr %77, align 4, !tbaa !11
  %78 = getelementptr inbounds i32, ptr %6, i64 %75
  store i32 %65, ptr %78, align 4, !tbaa !7
  %79 = select i1 %70, i32 2, i32 0
  %80 = or disjoint i32 %79, %74
  %81 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %65)
  %82 = shl nuw nsw i32 %81, 2
  %83 = or disjoint i32 %80, %82
  %84 = getelementptr inbounds i32, ptr %7, i64 %75
  store i32 %83, ptr %84, align 4, !tbaa !7
  br label %89

85:                                               ; preds = %28
  %86 = tail call contract noundef float @llvm.maxnum.f32(float %46, float %47)
  %87 = sext i32 %16 to i64
  %88 = getelementptr inbounds float, ptr %4, i64 %87
  store float %86, ptr %88, align 4, !tbaa !11
  br label %89

89:                                               ; preds = %71, %28, %85
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9block_sumPKiiPi(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #2 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = and i32 %7, 31
  %10 = lshr i32 %7, 5
  %11 = icmp slt i32 %8, %1
  br i1 %11, label %12, label %16

12:                                               ; preds = %3
  %13 = sext i32 %8 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !7
  br label %16

16:                                               ; preds = %3, %12
  %17 = phi i32 [ %15, %12 ], [ 0, %3 ]
  %18 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %17, i32 16, i32 31)
  %19 = add nsw i32 %18, %17
  %20 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %19, i32 8, i32 31)
  %21 = add nsw i32 %20, %19
  %22 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %21, i32 4, i32 31)
  %23 = add nsw i32 %22, %21
  %24 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %23, i32 2, i32 31)
  %25 = add nsw i32 %24, %23
  %26 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %25, i32 1, i32 31)
  %27 = icmp eq i32 %9, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %16
  %29 = zext nneg i32 %10 to i64
  %30 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKiiPiE9warp_sums to ptr), i64 0, i64 %29
  %31 = add nsw i32 %26, %25
  store i32 %31, ptr %30, align 4, !tbaa !7
  br label %32

32:                                               ; preds = %28, %16
  tail call void @llvm.nvvm.barrier0()
  %33 = icmp ult i32 %7, 32
  br i1 %33, label %34, label %57

34:                                               ; preds = %32
  %35 = add nuw nsw i32 %5, 31
  %36 = lshr i32 %35, 5
  %37 = icmp ult i32 %9, %36
  br i1 %37, label %38, label %42

38:                                               ; preds = %34
  %39 = zext nneg i32 %9 to i64
  %40 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKiiPiE9warp_sums to ptr), i64 0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !7
  br label %42

42:                                               ; preds = %34, %38
  %43 = phi i32 [ %41, %38 ], [ 0, %34 ]
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %43, i32 16, i32 31)
  %45 = add nsw i32 %44, %43
  %46 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %45, i32 8, i32 31)
  %47 = add nsw i32 %46, %45
  %48 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %47, i32 4, i32 31)
  %49 = add nsw i32 %48, %47
  %50 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %49, i32 2, i32 31)
  %51 = add nsw i32 %50, %49
  %52 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %51, i32 1, i32 31)
  br i1 %27, label %53, label %57

53:                                               ; preds = %42
  %54 = zext nneg i32 %4 to i64
  %55 = getelementptr inbounds i32, ptr %2, i64 %54
  %56 = add nsw i32 %52, %51
  store i32 %56, ptr %55, align 4, !tbaa !7
  br label %57

57:                                               ; preds = %42, %53, %32
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z9warp_scanPKiiPiS1_(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %1
  %11 = sext i32 %9 to i64
  br i1 %10, label %12, label %15

12:                                               ; preds = %4
  %13 = getelementptr inbounds i32, ptr %0, i64 %11
  %14 = load i32, ptr %13, align 4, !tbaa !7
  br label %15

15:                                               ; preds = %4, %12
  %16 = phi i32 [ %14, %12 ], [ 0, %4 ]
  %17 = and i32 %8, 31
  %18 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %16, i32 1, i32 0)
  %19 = icmp eq i32 %17, 0
  %20 = select i1 %19, i32 0, i32 %18
  %21 = add nsw i32 %20, %16
  %22 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %21, i32 2, i32 0)
  %23 = icmp ult i32 %17, 2
  %24 = select i1 %23, i32 0, i32 %22
  %25 = add nsw i32 %24, %21
  %26 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %25, i32 4, i32 0)
  %27 = icmp ult i32 %17, 4
  %28 = select i1 %27, i32 0, i32 %26
  %29 = add nsw i32 %28, %25
  %30 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %29, i32 8, i32 0)
  %31 = icmp ult i32 %17, 8
  %32 = select i1 %31, i32 0, i32 %30
  %33 = add nsw i32 %32, %29
  %34 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %33, i32 16, i32 0)
  %35 = icmp ult i32 %17, 16
  %36 = select i1 %35, i32 0, i32 %34
  %37 = add nsw i32 %36, %33
  %38 = getelementptr inbounds i32, ptr %2, i64 %11
  store i32 %37, ptr %38, align 4, !tbaa !7
  %39 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %37, i32 31, i32 31)
  %40 = add nuw nsw i32 %8, 5
  %41 = and i32 %40, 31
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %37, i32 %41, i32 31)
  %43 = sub nsw i32 %39, %42
  %44 = getelementptr inbounds i32, ptr %3, i64 %11
  store i32 %43, ptr %44, align 4, !tbaa !7
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

attributes #0 = { convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z10warp_statsPKiPKfiPiPfS4_PjS3_S3_, !"kernel", i32 1}
!1 = !{ptr @_Z9block_sumPKiiPi, !"kernel", i32 1}
!2 = !{ptr @_Z9warp_scanPKiiPiS1_, !"kernel", i32 1}
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
