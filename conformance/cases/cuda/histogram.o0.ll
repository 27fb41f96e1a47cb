; ModuleID = 'histogram.cu'
source_filename = "histogram.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }
%struct.CudaBlockIdx = type { i8 }
%struct.CudaGridDim = type { i8 }

@_ZZ11hist_sharedPKhiPjE5local = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11hist_sharedPKhiPj(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.CudaThreadIdx, align 1
  %13 = alloca %struct.CudaBlockDim, align 1
  %14 = alloca i32, align 4
  %15 = alloca %struct.CudaBlockIdx, align 1
  %16 = alloca %struct.CudaBlockDim, align 1
  %17 = alloca %struct.CudaThreadIdx, align 1
  %18 = alloca %struct.CudaBlockDim, align 1
  %19 = alloca %struct.CudaGridDim, align 1
  %20 = alloca i32, align 4
  %21 = alloca %struct.CudaThreadIdx, align 1
  %22 = alloca %struct.CudaBlockDim, align 1
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  store ptr %2, ptr %10, align 8
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %23, ptr %11, align 4
  br label %24

24:                                               ; preds = %31, %3
  %25 = load i32, ptr %11, align 4
  %26 = icmp slt i32 %25, 64
  br i1 %26, label %27, label %35

27:                                               ; preds = %24
  %28 = load i32, ptr %11, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11hist_sharedPKhiPjE5local to ptr), i64 0, i64 %29
  store i32 0, ptr %30, align 4
  br label %31

31:                                               ; preds = %27
  %32 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %33 = load i32, ptr %11, align 4
  %34 = add i32 %33, %32
  store i32 %34, ptr %11, align 4
  br label %24, !llvm.loop !6

35:                                               ; preds = %24
  call void @llvm.nvvm.barrier0()
  %36 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %37 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %38 = mul i32 %36, %37
  %39 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %40 = add i32 %38, %39
  store i32 %40, ptr %14, align 4
  br label %41

41:                                               ; preds = %58, %35
  %42 = load i32, ptr %14, align 4
  %43 = load i32, ptr %9, align 4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %64

45:                                               ; preds = %41
  %46 = load ptr, ptr %8, align 8
  %47 = load i32, ptr %14, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i8, ptr %46, i64 %48
  %50 = load i8, ptr %49, align 1
  %51 = zext i8 %50 to i32
  %52 = srem i32 %51, 64
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11hist_sharedPKhiPjE5local to ptr), i64 0, i64 %53
  store ptr %54, ptr %4, align 8
  store i32 1, ptr %5, align 4
  %55 = load ptr, ptr %4, align 8
  %56 = load i32, ptr %5, align 4
  %57 = atomicrmw add ptr %55, i32 %56 seq_cst, align 4
  br label %58

58:                                               ; preds = %45
  %59 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %60 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %61 = mul i32 %59, %60
  %62 = load i32, ptr %14, align 4
  %63 = add i32 %62, %61
  store i32 %63, ptr %14, align 4
  br label %41, !llvm.loop !8

64:                                               ; preds = %41
  call void @llvm.nvvm.barrier0()
  %65 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %65, ptr %20, align 4
  br label %66

66:                                               ; preds = %88, %64
  %67 = load i32, ptr %20, align 4
  %68 = icmp slt i32 %67, 64
  br i1 %68, label %69, label %92

69:                                               ; preds = %66
  %70 = load i32, ptr %20, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11hist_sharedPKhiPjE5local to ptr), i64 0, i64 %71
  %73 = load i32, ptr %72, align 4
  %74 = icmp ne i32 %73, 0
  br i1 %74, label %75, label %87

75:                                               ; preds = %69
  %76 = load ptr, ptr %10, align 8
  %77 = load i32, ptr %20, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %76, i64 %78
  %80 = load i32, ptr %20, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11hist_sharedPKhiPjE5local to ptr), i64 0, i64 %81
  %83 = load i32, ptr %82, align 4
  store ptr %79, ptr %6, align 8
  store i32 %83, ptr %7, align 4
  %84 = load ptr, ptr %6, align 8
  %85 = load i32, ptr %7, align 4
  %86 = atomicrmw add ptr %84, i32 %85 seq_cst, align 4
  br label %87

87:                                               ; preds = %75, %69
  br label %88

88:                                               ; preds = %87
  %89 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %90 = load i32, ptr %20, align 4
  %91 = add i32 %90, %89
  store i32 %91, ptr %20, align 4
  br label %66, !llvm.loop !9

92:                                               ; preds = %66
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11hist_globalPKhPKfiPiS3_Pf(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca float, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca %struct.CudaBlockIdx, align 1
  %21 = alloca %struct.CudaBlockDim, align 1
  %22 = alloca %struct.CudaThreadIdx, align 1
  %23 = alloca i32, align 4
  store ptr %0, ptr %13, align 8
  store ptr %1, ptr %14, align 8
  store i32 %2, ptr %15, align 4
  store ptr %3, ptr %16, align 8
  store ptr %4, ptr %17, align 8
  store ptr %5, ptr %18, align 8
  %24 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul i32 %24, %25
  %27 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = add i32 %26, %27
  store i32 %28, ptr %19, align 4
  %29 = load i32, ptr %19, align 4
  %30 = load i32, ptr %15, align 4
  %31 = icmp sge i32 %29, %30
  br i1 %31, label %32, label %33

32:                                               ; preds = %6
  br label %67

33:                                               ; preds = %6
  %34 = load ptr, ptr %13, align 8
  %35 = load i32, ptr %19, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %34, i64 %36
  %38 = load i8, ptr %37, align 1
  %39 = zext i8 %38 to i32
  store i32 %39, ptr %23, align 4
  %40 = load ptr, ptr %16, align 8
  %41 = load i32, ptr %23, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %40, i64 %42
  store ptr %43, ptr %11, align 8
  store i32 1, ptr %12, align 4
  %44 = load ptr, ptr %11, align 8
  %45 = load i32, ptr %12, align 4
  %46 = atomicrmw add ptr %44, i32 %45 seq_cst, align 4
  %47 = load ptr, ptr %17, align 8
  %48 = load i32, ptr %23, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %47, i64 %49
  %51 = load i32, ptr %19, align 4
  store ptr %50, ptr %9, align 8
  store i32 %51, ptr %10, align 4
  %52 = load ptr, ptr %9, align 8
  %53 = load i32, ptr %10, align 4
  %54 = atomicrmw max ptr %52, i32 %53 seq_cst, align 4
  %55 = load ptr, ptr %18, align 8
  %56 = load i32, ptr %23, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %55, i64 %57
  %59 = load ptr, ptr %14, align 8
  %60 = load i32, ptr %19, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %59, i64 %61
  %63 = load float, ptr %62, align 4
  store ptr %58, ptr %7, align 8
  store float %63, ptr %8, align 4
  %64 = load ptr, ptr %7, align 8
  %65 = load float, ptr %8, align 4
  %66 = atomicrmw fadd ptr %64, float %65 seq_cst, align 4
  br label %67

67:                                               ; preds = %33, %32
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z11hist_sharedPKhiPj, !"kernel", i32 1}
!1 = !{ptr @_Z11hist_globalPKhPKfiPiS3_Pf, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
