; ModuleID = 'dynshared.cu'
source_filename = "dynshared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaBlockIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }
%struct.CudaThreadIdx = type { i8 }

@dyn = external dso_local addrspace(3) global [0 x float], align 4
@dyn_words = external dso_local addrspace(3) global [0 x i32], align 4
@_ZZ12mixed_sharedPiE5fixed = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z10box_filterPKfPfii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.CudaBlockIdx, align 1
  %12 = alloca %struct.CudaBlockDim, align 1
  %13 = alloca %struct.CudaThreadIdx, align 1
  %14 = alloca i32, align 4
  %15 = alloca %struct.CudaBlockIdx, align 1
  %16 = alloca %struct.CudaBlockDim, align 1
  %17 = alloca i32, align 4
  %18 = alloca %struct.CudaThreadIdx, align 1
  %19 = alloca %struct.CudaBlockDim, align 1
  %20 = alloca i32, align 4
  %21 = alloca %struct.CudaBlockDim, align 1
  %22 = alloca float, align 4
  %23 = alloca i32, align 4
  %24 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  store ptr addrspacecast (ptr addrspace(3) @dyn to ptr), ptr %9, align 8
  %25 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = add i32 %27, %28
  store i32 %29, ptr %10, align 4
  %30 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %31 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %32 = mul i32 %30, %31
  %33 = load i32, ptr %8, align 4
  %34 = sub i32 %32, %33
  store i32 %34, ptr %14, align 4
  %35 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %35, ptr %17, align 4
  br label %36

36:                                               ; preds = %66, %4
  %37 = load i32, ptr %17, align 4
  %38 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %39 = load i32, ptr %8, align 4
  %40 = mul nsw i32 2, %39
  %41 = add i32 %38, %40
  %42 = icmp ult i32 %37, %41
  br i1 %42, label %43, label %70

43:                                               ; preds = %36
  %44 = load i32, ptr %14, align 4
  %45 = load i32, ptr %17, align 4
  %46 = add nsw i32 %44, %45
  store i32 %46, ptr %20, align 4
  %47 = load i32, ptr %20, align 4
  %48 = icmp sge i32 %47, 0
  br i1 %48, label %49, label %59

49:                                               ; preds = %43
  %50 = load i32, ptr %20, align 4
  %51 = load i32, ptr %7, align 4
  %52 = icmp slt i32 %50, %51
  br i1 %52, label %53, label %59

53:                                               ; preds = %49
  %54 = load ptr, ptr %5, align 8
  %55 = load i32, ptr %20, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %54, i64 %56
  %58 = load float, ptr %57, align 4
  br label %60

59:                                               ; preds = %49, %43
  br label %60

60:                                               ; preds = %59, %53
  %61 = phi contract float [ %58, %53 ], [ 0.000000e+00, %59 ]
  %62 = load ptr, ptr %9, align 8
  %63 = load i32, ptr %17, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %62, i64 %64
  store float %61, ptr %65, align 4
  br label %66

66:                                               ; preds = %60
  %67 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %68 = load i32, ptr %17, align 4
  %69 = add i32 %68, %67
  store i32 %69, ptr %17, align 4
  br label %36, !llvm.loop !7

70:                                               ; preds = %36
  call void @llvm.nvvm.barrier0()
  %71 = load i32, ptr %10, align 4
  %72 = load i32, ptr %7, align 4
  %73 = icmp slt i32 %71, %72
  br i1 %73, label %74, label %104

74:                                               ; preds = %70
  store float 0.000000e+00, ptr %22, align 4
  store i32 0, ptr %23, align 4
  br label %75

75:                                               ; preds = %90, %74
  %76 = load i32, ptr %23, align 4
  %77 = load i32, ptr %8, align 4
  %78 = mul nsw i32 2, %77
  %79 = icmp sle i32 %76, %78
  br i1 %79, label %80, label %93

80:                                               ; preds = %75
  %81 = load ptr, ptr %9, align 8
  %82 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %83 = load i32, ptr %23, align 4
  %84 = add i32 %82, %83
  %85 = zext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %81, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = load float, ptr %22, align 4
  %89 = fadd contract float %88, %87
  store float %89, ptr %22, align 4
  br label %90

90:                                               ; preds = %80
  %91 = load i32, ptr %23, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %23, align 4
  br label %75, !llvm.loop !9

93:                                               ; preds = %75
  %94 = load float, ptr %22, align 4
  %95 = load i32, ptr %8, align 4
  %96 = mul nsw i32 2, %95
  %97 = add nsw i32 %96, 1
  %98 = sitofp i32 %97 to float
  %99 = fdiv contract float %94, %98
  %100 = load ptr, ptr %6, align 8
  %101 = load i32, ptr %10, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr %100, i64 %102
  store float %99, ptr %103, align 4
  br label %104

104:                                              ; preds = %93, %70
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z10block_sortPiPf(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.CudaBlockDim, align 1
  %8 = alloca i32, align 4
  %9 = alloca %struct.CudaThreadIdx, align 1
  %10 = alloca i32, align 4
  %11 = alloca %struct.CudaBlockIdx, align 1
  %12 = alloca %struct.CudaBlockDim, align 1
  %13 = alloca i32, align 4
  %14 = alloca %struct.CudaBlockDim, align 1
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i8, align 1
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store ptr addrspacecast (ptr addrspace(3) @dyn_words to ptr), ptr %5, align 8
  %20 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @dyn_words to ptr), i64 %21
  store ptr %22, ptr %6, align 8
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %23, ptr %8, align 4
  %24 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul i32 %24, %25
  %27 = load i32, ptr %8, align 4
  %28 = add i32 %26, %27
  store i32 %28, ptr %10, align 4
  %29 = load ptr, ptr %3, align 8
  %30 = load i32, ptr %10, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  %33 = load i32, ptr %32, align 4
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %8, align 4
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %34, i64 %36
  store i32 %33, ptr %37, align 4
  %38 = load ptr, ptr %4, align 8
  %39 = load i32, ptr %10, align 4
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %38, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = load ptr, ptr %6, align 8
  %44 = load i32, ptr %8, align 4
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %43, i64 %45
  store float %42, ptr %46, align 4
  call void @llvm.nvvm.barrier0()
  store i32 2, ptr %13, align 4
  br label %47

47:                                               ; preds = %131, %2
  %48 = load i32, ptr %13, align 4
  %49 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %50 = icmp ule i32 %48, %49
  br i1 %50, label %51, label %134

51:                                               ; preds = %47
  %52 = load i32, ptr %13, align 4
  %53 = udiv i32 %52, 2
  store i32 %53, ptr %15, align 4
  br label %54

54:                                               ; preds = %127, %51
  %55 = load i32, ptr %15, align 4
  %56 = icmp ugt i32 %55, 0
  br i1 %56, label %57, label %130

57:                                               ; preds = %54
  %58 = load i32, ptr %8, align 4
  %59 = load i32, ptr %15, align 4
  %60 = xor i32 %58, %59
  store i32 %60, ptr %16, align 4
  %61 = load i32, ptr %16, align 4
  %62 = load i32, ptr %8, align 4
  %63 = icmp ugt i32 %61, %62
  br i1 %63, label %64, label %126

64:                                               ; preds = %57
  %65 = load i32, ptr %8, align 4
  %66 = load i32, ptr %13, align 4
  %67 = and i32 %65, %66
  %68 = icmp eq i32 %67, 0
  %69 = zext i1 %68 to i8
  store i8 %69, ptr %17, align 1
  %70 = load ptr, ptr %5, align 8
  %71 = load i32, ptr %8, align 4
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr %70, i64 %72
  %74 = load i32, ptr %73, align 4
  %75 = load ptr, ptr %5, align 8
  %76 = load i32, ptr %16, align 4
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr %75, i64 %77
  %79 = load i32, ptr %78, align 4
  %80 = icmp sgt i32 %74, %79
  %81 = zext i1 %80 to i32
  %82 = load i8, ptr %17, align 1
  %83 = trunc i8 %82 to i1
  %84 = zext i1 %83 to i32
  %85 = icmp eq i32 %81, %84
  br i1 %85, label %86, label %125

86:                                               ; preds = %64
  %87 = load ptr, ptr %5, align 8
  %88 = load i32, ptr %8, align 4
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds i32, ptr %87, i64 %89
  %91 = load i32, ptr %90, align 4
  store i32 %91, ptr %18, align 4
  %92 = load ptr, ptr %5, align 8
  %93 = load i32, ptr %16, align 4
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds i32, ptr %92, i64 %94
  %96 = load i32, ptr %95, align 4
  %97 = load ptr, ptr %5, align 8
  %98 = load i32, ptr %8, align 4
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds i32, ptr %97, i64 %99
  store i32 %96, ptr %100, align 4
  %101 = load i32, ptr %18, align 4
  %102 = load ptr, ptr %5, align 8
  %103 = load i32, ptr %16, align 4
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds i32, ptr %102, i64 %104
  store i32 %101, ptr %105, align 4
  %106 = load ptr, ptr %6, align 8
  %107 = load i32, ptr %8, align 4
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr %106, i64 %108
  %110 = load float, ptr %109, align 4
  store float %110, ptr %19, align 4
  %111 = load ptr, ptr %6, align 8
  %112 = load i32, ptr %16, align 4
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds float, ptr %111, i64 %113
  %115 = load float, ptr %114, align 4
  %116 = load ptr, ptr %6, align 8
  %117 = load i32, ptr %8, align 4
  %118 = zext i32 %117 to i64
  %119 = getelementptr inbounds float, ptr %116, i64 %118
  store float %115, ptr %119, align 4
  %120 = load float, ptr %19, align 4
  %121 = load ptr, ptr %6, align 8
  %122 = load i32, ptr %16, align 4
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds float, ptr %121, i64 %123
  store float %120, ptr %124, align 4
  br label %125

125:                                              ; preds = %86, %64
  br label %126

126:                                              ; preds = %125, %57
  call void @llvm.nvvm.barrier0()
  br label %127

127:                                              ; preds = %126
  %128 = load i32, ptr %15, align 4
  %129 = lshr i32 %128, 1
  store i32 %129, ptr %15, align 4
  br label %54, !llvm.loop !10

130:                                              ; preds = %54
  br label %131

131:                                              ; preds = %130
  %132 = load i32, ptr %13, align 4
  %133 = shl i32 %132, 1
  store i32 %133, ptr %13, align 4
  br label %47, !llvm.loop !11

134:                                              ; preds = %47
  %135 = load ptr, ptr %5, align 8
  %136 = load i32, ptr %8, align 4
  %137 = zext i32 %136 to i64
  %138 = getelementptr inbounds i32, ptr %135, i64 %137
  %139 = load i32, ptr %138, align 4
  %140 = load ptr, ptr %3, align 8
  %141 = load i32, ptr %10, align 4
  %142 = zext i32 %141 to i64
  %143 = getelementptr inbounds i32, ptr %140, i64 %142
  store i32 %139, ptr %143, align 4
  %144 = load ptr, ptr %6, align 8
  %145 = load i32, ptr %8, align 4
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds float, ptr %144, i64 %146
  %148 = load float, ptr %147, align 4
  %149 = load ptr, ptr %4, align 8
  %150 = load i32, ptr %10, align 4
  %151 = zext i32 %150 to i64
  %152 = getelementptr inbounds float, ptr %149, i64 %151
  store float %148, ptr %152, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z12mixed_sharedPi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.CudaThreadIdx, align 1
  %6 = alloca %struct.CudaBlockDim, align 1
  %7 = alloca %struct.CudaBlockIdx, align 1
  %8 = alloca %struct.CudaBlockDim, align 1
  store ptr %0, ptr %2, align 8
  store ptr addrspacecast (ptr addrspace(3) @dyn_words to ptr), ptr %3, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %9, ptr %4, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %10, 32
  br i1 %11, label %12, label %18

12:                                               ; preds = %1
  %13 = load i32, ptr %4, align 4
  %14 = add nsw i32 1000, %13
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12mixed_sharedPiE5fixed to ptr), i64 0, i64 %16
  store i32 %14, ptr %17, align 4
  br label %18

18:                                               ; preds = %12, %1
  %19 = load i32, ptr %4, align 4
  %20 = mul nsw i32 %19, 3
  %21 = load ptr, ptr %3, align 8
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %21, i64 %23
  store i32 %20, ptr %24, align 4
  call void @llvm.nvvm.barrier0()
  %25 = load ptr, ptr %3, align 8
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 %26, 1
  %28 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %29 = urem i32 %27, %28
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %25, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = load i32, ptr %4, align 4
  %34 = srem i32 %33, 32
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12mixed_sharedPiE5fixed to ptr), i64 0, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = add nsw i32 %32, %37
  %39 = load ptr, ptr %2, align 8
  %40 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %41 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %42 = mul i32 %40, %41
  %43 = load i32, ptr %4, align 4
  %44 = add i32 %42, %43
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %39, i64 %45
  store i32 %38, ptr %46, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
