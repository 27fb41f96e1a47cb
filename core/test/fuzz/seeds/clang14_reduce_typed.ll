; ModuleID = 'reduce.cu'
source_filename = "reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@partial = dso_local local_unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress nounwind
define dso_local noundef float @_Z7warpSumf(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %0, i32 16, i32 31) #6
  %3 = fadd contract float %2, %0
  %4 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %3, i32 8, i32 31) #6
  %5 = fadd contract float %3, %4
  %6 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %5, i32 4, i32 31) #6
  %7 = fadd contract float %5, %6
  %8 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %7, i32 2, i32 31) #6
  %9 = fadd contract float %7, %8
  %10 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %9, i32 1, i32 31) #6
  %11 = fadd contract float %9, %10
  ret float %11
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6reducePKfPfPji(float* nocapture noundef readonly %0, float* nocapture noundef %1, i32* nocapture noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, float* %0, i64 %12
  %14 = load float, float* %13, align 4, !tbaa !6
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi contract float [ %14, %11 ], [ 0.000000e+00, %4 ]
  %17 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %16, i32 16, i32 31) #6
  %18 = fadd contract float %16, %17
  %19 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %18, i32 8, i32 31) #6
  %20 = fadd contract float %18, %19
  %21 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %20, i32 4, i32 31) #6
  %22 = fadd contract float %20, %21
  %23 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %22, i32 2, i32 31) #6
  %24 = fadd contract float %22, %23
  %25 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %24, i32 1, i32 31) #6
  %26 = and i32 %8, 31
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %34

28:                                               ; preds = %15
  %29 = lshr i32 %8, 5
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @partial, i64 0, i64 %30
  %32 = addrspacecast float addrspace(3)* %31 to float*
  %33 = fadd contract float %24, %25
  store float %33, float* %32, align 4, !tbaa !6
  br label %34

34:                                               ; preds = %28, %15
  tail call void @llvm.nvvm.barrier0()
  %35 = icmp ult i32 %8, 32
  br i1 %35, label %36, label %61

36:                                               ; preds = %34
  %37 = lshr i32 %6, 5
  %38 = icmp ult i32 %8, %37
  br i1 %38, label %39, label %44

39:                                               ; preds = %36
  %40 = zext i32 %8 to i64
  %41 = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @partial, i64 0, i64 %40
  %42 = addrspacecast float addrspace(3)* %41 to float*
  %43 = load float, float* %42, align 4, !tbaa !6
  br label %44

44:                                               ; preds = %36, %39
  %45 = phi contract float [ %43, %39 ], [ 0.000000e+00, %36 ]
  %46 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %45, i32 16, i32 31) #6
  %47 = fadd contract float %45, %46
  %48 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %47, i32 8, i32 31) #6
  %49 = fadd contract float %47, %48
  %50 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %49, i32 4, i32 31) #6
  %51 = fadd contract float %49, %50
  %52 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %51, i32 2, i32 31) #6
  %53 = fadd contract float %51, %52
  %54 = tail call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %53, i32 1, i32 31) #6
  %55 = icmp eq i32 %8, 0
  br i1 %55, label %56, label %61

56:                                               ; preds = %44
  %57 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6
  %58 = fadd contract float %53, %54
  %59 = atomicrmw fadd float* %1, float %58 seq_cst, align 4
  %60 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %2, i32 %57) #6
  br label %61

61:                                               ; preds = %44, %56, %34
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nocapture, i32) #5

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

attributes #0 = { convergent mustprogress nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx64,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx64,+sm_70" }
attributes #2 = { convergent nounwind }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { nofree nosync nounwind readnone speculatable }
attributes #5 = { argmemonly nounwind }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (float*, float*, i32*, i32)* @_Z6reducePKfPfPji, !"kernel", i32 1}
!1 = !{void (float*, float*, i32*, i32)* @_Z6reducePKfPfPji, !"maxntidx", i32 256}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
