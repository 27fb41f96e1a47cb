; ModuleID = 'warp_reduce.cu'
source_filename = "warp_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaBlockIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }
%struct.CudaThreadIdx = type { i8 }

@_ZZ9block_sumPKiiPiE9warp_sums = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z8warp_sumi(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i32 16, ptr %7, align 4
  br label %8

8:                                                ; preds = %24, %1
  %9 = load i32, ptr %7, align 4
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %27

11:                                               ; preds = %8
  %12 = load i32, ptr %6, align 4
  %13 = load i32, ptr %7, align 4
  store i32 -1, ptr %2, align 4
  store i32 %12, ptr %3, align 4
  store i32 %13, ptr %4, align 4
  store i32 32, ptr %5, align 4
  %14 = load i32, ptr %2, align 4
  %15 = load i32, ptr %3, align 4
  %16 = load i32, ptr %4, align 4
  %17 = load i32, ptr %5, align 4
  %18 = sub nsw i32 32, %17
  %19 = shl i32 %18, 8
  %20 = or i32 %19, 31
  %21 = call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %14, i32 %15, i32 %16, i32 %20)
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr %6, align 4
  br label %24

24:                                               ; preds = %11
  %25 = load i32, ptr %7, align 4
  %26 = ashr i32 %25, 1
  store i32 %26, ptr %7, align 4
  br label %8, !llvm.loop !7

27:                                               ; preds = %8
  %28 = load i32, ptr %6, align 4
  ret i32 %28
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z10warp_sum_ff(float noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  store float %0, ptr %6, align 4
  store i32 16, ptr %7, align 4
  br label %8

8:                                                ; preds = %24, %1
  %9 = load i32, ptr %7, align 4
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %27

11:                                               ; preds = %8
  %12 = load float, ptr %6, align 4
  %13 = load i32, ptr %7, align 4
  store i32 -1, ptr %2, align 4
  store float %12, ptr %3, align 4
  store i32 %13, ptr %4, align 4
  store i32 32, ptr %5, align 4
  %14 = load i32, ptr %2, align 4
  %15 = load float, ptr %3, align 4
  %16 = load i32, ptr %4, align 4
  %17 = load i32, ptr %5, align 4
  %18 = sub nsw i32 32, %17
  %19 = shl i32 %18, 8
  %20 = or i32 %19, 31
  %21 = call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 %14, float %15, i32 %16, i32 %20)
  %22 = load float, ptr %6, align 4
  %23 = fadd contract float %22, %21
  store float %23, ptr %6, align 4
  br label %24

24:                                               ; preds = %11
  %25 = load i32, ptr %7, align 4
  %26 = ashr i32 %25, 1
  store i32 %26, ptr %7, align 4
  br label %8, !llvm.loop !9

27:                                               ; preds = %8
  %28 = load float, ptr %6, align 4
  ret float %28
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z8warp_maxf(float noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  store float %0, ptr %8, align 4
  store i32 16, ptr %9, align 4
  br label %10

10:                                               ; preds = %28, %1
  %11 = load i32, ptr %9, align 4
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %31

13:                                               ; preds = %10
  %14 = load float, ptr %8, align 4
  %15 = load float, ptr %8, align 4
  %16 = load i32, ptr %9, align 4
  store i32 -1, ptr %2, align 4
  store float %15, ptr %3, align 4
  store i32 %16, ptr %4, align 4
  store i32 32, ptr %5, align 4
  %17 = load i32, ptr %2, align 4
  %18 = load float, ptr %3, align 4
  %19 = load i32, ptr %4, align 4
  %20 = load i32, ptr %5, align 4
  %21 = sub nsw i32 32, %20
  %22 = shl i32 %21, 8
  %23 = or i32 %22, 31
  %24 = call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 %17, float %18, i32 %19, i32 %23)
  store float %14, ptr %6, align 4
  store float %24, ptr %7, align 4
  %25 = load float, ptr %6, align 4
  %26 = load float, ptr %7, align 4
  %27 = call contract noundef float @llvm.maxnum.f32(float %25, float %26)
  store float %27, ptr %8, align 4
  br label %28

28:                                               ; preds = %13
  %29 = load i32, ptr %9, align 4
  %30 = ashr i32 %29, 1
  store i32 %30, ptr %9, align 4
  br label %10, !llvm.loop !10

31:                                               ; preds = %10
  %32 = load float, ptr %8, align 4
  ret float %32
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z10warp_statsPKiPKfiPiPfS4_PjS3_S3_(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8) #1 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca %struct.CudaBlockIdx, align 1
  %32 = alloca %struct.CudaBlockDim, align 1
  %33 = alloca %struct.CudaThreadIdx, align 1
  %34 = alloca i32, align 4
  %35 = alloca %struct.CudaThreadIdx, align 1
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca float, align 4
  %39 = alloca i32, align 4
  %40 = alloca float, align 4
  %41 = alloca float, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  store ptr %0, ptr %21, align 8
  store ptr %1, ptr %22, align 8
  store i32 %2, ptr %23, align 4
  store ptr %3, ptr %24, align 8
  store ptr %4, ptr %25, align 8
  store ptr %5, ptr %26, align 8
  store ptr %6, ptr %27, align 8
  store ptr %7, ptr %28, align 8
  store ptr %8, ptr %29, align 8
  %47 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %48 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %49 = mul i32 %47, %48
  %50 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %51 = add i32 %49, %50
  store i32 %51, ptr %30, align 4
  %52 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %53 = urem i32 %52, 32
  store i32 %53, ptr %34, align 4
  %54 = load i32, ptr %30, align 4
  %55 = sdiv i32 %54, 32
  store i32 %55, ptr %36, align 4
  %56 = load i32, ptr %30, align 4
  %57 = load i32, ptr %23, align 4
  %58 = icmp slt i32 %56, %57
  br i1 %58, label %59, label %65

59:                                               ; preds = %9
  %60 = load ptr, ptr %21, align 8
  %61 = load i32, ptr %30, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr %60, i64 %62
  %64 = load i32, ptr %63, align 4
  br label %66

65:                                               ; preds = %9
  br label %66

66:                                               ; preds = %65, %59
  %67 = phi i32 [ %64, %59 ], [ 0, %65 ]
  store i32 %67, ptr %37, align 4
  %68 = load i32, ptr %30, align 4
  %69 = load i32, ptr %23, align 4
  %70 = icmp slt i32 %68, %69
  br i1 %70, label %71, label %77

71:                                               ; preds = %66
  %72 = load ptr, ptr %22, align 8
  %73 = load i32, ptr %30, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %72, i64 %74
  %76 = load float, ptr %75, align 4
  br label %78

77:                                               ; preds = %66
  br label %78

78:                                               ; preds = %77, %71
  %79 = phi contract float [ %76, %71 ], [ 0.000000e+00, %77 ]
  store float %79, ptr %38, align 4
  %80 = load i32, ptr %37, align 4
  %81 = call noundef i32 @_Z8warp_sumi(i32 noundef %80) #5
  store i32 %81, ptr %39, align 4
  %82 = load float, ptr %38, align 4
  %83 = call contract noundef float @_Z8warp_maxf(float noundef %82) #5
  store float %83, ptr %40, align 4
  %84 = load float, ptr %38, align 4
  %85 = call contract noundef float @_Z10warp_sum_ff(float noundef %84) #5
  store float %85, ptr %41, align 4
  %86 = load i32, ptr %37, align 4
  store i32 %86, ptr %42, align 4
  store i32 4, ptr %43, align 4
  br label %87

87:                                               ; preds = %103, %78
  %88 = load i32, ptr %43, align 4
  %89 = icmp sgt i32 %88, 0
  br i1 %89, label %90, label %106

90:                                               ; preds = %87
  %91 = load i32, ptr %42, align 4
  %92 = load i32, ptr %43, align 4
  store i32 -1, ptr %17, align 4
  store i32 %91, ptr %18, align 4
  store i32 %92, ptr %19, align 4
  store i32 8, ptr %20, align 4
  %93 = load i32, ptr %17, align 4
  %94 = load i32, ptr %18, align 4
  %95 = load i32, ptr %19, align 4
  %96 = load i32, ptr %20, align 4
  %97 = sub nsw i32 32, %96
  %98 = shl i32 %97, 8
  %99 = or i32 %98, 31
  %100 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %93, i32 %94, i32 %95, i32 %99)
  %101 = load i32, ptr %42, align 4
  %102 = add nsw i32 %101, %100
  store i32 %102, ptr %42, align 4
  br label %103

103:                                              ; preds = %90
  %104 = load i32, ptr %43, align 4
  %105 = ashr i32 %104, 1
  store i32 %105, ptr %43, align 4
  br label %87, !llvm.loop !11

106:                                              ; preds = %87
  %107 = load i32, ptr %42, align 4
  %108 = load ptr, ptr %29, align 8
  %109 = load i32, ptr %30, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds i32, ptr %108, i64 %110
  store i32 %107, ptr %111, align 4
  %112 = load i32, ptr %37, align 4
  %113 = icmp slt i32 %112, 0
  %114 = zext i1 %113 to i32
  store i32 -1, ptr %15, align 4
  store i32 %114, ptr %16, align 4
  %115 = load i32, ptr %15, align 4
  %116 = load i32, ptr %16, align 4
  %117 = icmp ne i32 %116, 0
  %118 = call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %115, i1 %117)
  store i32 %118, ptr %44, align 4
  %119 = load i32, ptr %37, align 4
  %120 = icmp sgt i32 %119, -1000
  br i1 %120, label %121, label %124

121:                                              ; preds = %106
  %122 = load i32, ptr %37, align 4
  %123 = icmp slt i32 %122, 1000
  br label %124

124:                                              ; preds = %121, %106
  %125 = phi i1 [ false, %106 ], [ %123, %121 ]
  %126 = zext i1 %125 to i32
  store i32 -1, ptr %13, align 4
  store i32 %126, ptr %14, align 4
  %127 = load i32, ptr %13, align 4
  %128 = load i32, ptr %14, align 4
  %129 = icmp ne i32 %128, 0
  %130 = call i1 @llvm.nvvm.vote.all.sync(i32 %127, i1 %129)
  %131 = zext i1 %130 to i32
  store i32 %131, ptr %45, align 4
  %132 = load i32, ptr %37, align 4
  %133 = icmp sgt i32 %132, 900
  %134 = zext i1 %133 to i32
  store i32 -1, ptr %11, align 4
  store i32 %134, ptr %12, align 4
  %135 = load i32, ptr %11, align 4
  %136 = load i32, ptr %12, align 4
  %137 = icmp ne i32 %136, 0
  %138 = call i1 @llvm.nvvm.vote.any.sync(i32 %135, i1 %137)
  %139 = zext i1 %138 to i32
  store i32 %139, ptr %46, align 4
  %140 = load i32, ptr %34, align 4
  %141 = icmp eq i32 %140, 0
  br i1 %141, label %142, label %171

142:                                              ; preds = %124
  %143 = load i32, ptr %39, align 4
  %144 = load ptr, ptr %24, align 8
  %145 = load i32, ptr %36, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds i32, ptr %144, i64 %146
  store i32 %143, ptr %147, align 4
  %148 = load float, ptr %41, align 4
  %149 = load ptr, ptr %26, align 8
  %150 = load i32, ptr %36, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds float, ptr %149, i64 %151
  store float %148, ptr %152, align 4
  %153 = load i32, ptr %44, align 4
  %154 = load ptr, ptr %27, align 8
  %155 = load i32, ptr %36, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds i32, ptr %154, i64 %156
  store i32 %153, ptr %157, align 4
  %158 = load i32, ptr %45, align 4
  %159 = load i32, ptr %46, align 4
  %160 = shl i32 %159, 1
  %161 = or i32 %158, %160
  %162 = load i32, ptr %44, align 4
  store i32 %162, ptr %10, align 4
  %163 = load i32, ptr %10, align 4
  %164 = call noundef i32 @llvm.ctpop.i32(i32 %163)
  %165 = shl i32 %164, 2
  %166 = or i32 %161, %165
  %167 = load ptr, ptr %28, align 8
  %168 = load i32, ptr %36, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds i32, ptr %167, i64 %169
  store i32 %166, ptr %170, align 4
  br label %171

171:                                              ; preds = %142, %124
  %172 = load i32, ptr %34, align 4
  %173 = icmp eq i32 %172, 31
  br i1 %173, label %174, label %180

174:                                              ; preds = %171
  %175 = load float, ptr %40, align 4
  %176 = load ptr, ptr %25, align 8
  %177 = load i32, ptr %36, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds float, ptr %176, i64 %178
  store float %175, ptr %179, align 4
  br label %180

180:                                              ; preds = %174, %171
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9block_sumPKiiPi(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaBlockIdx, align 1
  %9 = alloca %struct.CudaBlockDim, align 1
  %10 = alloca %struct.CudaThreadIdx, align 1
  %11 = alloca i32, align 4
  %12 = alloca %struct.CudaThreadIdx, align 1
  %13 = alloca i32, align 4
  %14 = alloca %struct.CudaThreadIdx, align 1
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.CudaBlockDim, align 1
  %18 = alloca %struct.CudaBlockIdx, align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %19 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add i32 %21, %22
  store i32 %23, ptr %7, align 4
  %24 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = urem i32 %24, 32
  store i32 %25, ptr %11, align 4
  %26 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = udiv i32 %26, 32
  store i32 %27, ptr %13, align 4
  %28 = load i32, ptr %7, align 4
  %29 = load i32, ptr %5, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %37

31:                                               ; preds = %3
  %32 = load ptr, ptr %4, align 8
  %33 = load i32, ptr %7, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %32, i64 %34
  %36 = load i32, ptr %35, align 4
  br label %38

37:                                               ; preds = %3
  br label %38

38:                                               ; preds = %37, %31
  %39 = phi i32 [ %36, %31 ], [ 0, %37 ]
  %40 = call noundef i32 @_Z8warp_sumi(i32 noundef %39) #5
  store i32 %40, ptr %15, align 4
  %41 = load i32, ptr %11, align 4
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %48

43:                                               ; preds = %38
  %44 = load i32, ptr %15, align 4
  %45 = load i32, ptr %13, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKiiPiE9warp_sums to ptr), i64 0, i64 %46
  store i32 %44, ptr %47, align 4
  br label %48

48:                                               ; preds = %43, %38
  call void @llvm.nvvm.barrier0()
  %49 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %50 = add i32 %49, 32
  %51 = sub i32 %50, 1
  %52 = udiv i32 %51, 32
  store i32 %52, ptr %16, align 4
  %53 = load i32, ptr %13, align 4
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %55, label %78

55:                                               ; preds = %48
  %56 = load i32, ptr %11, align 4
  %57 = load i32, ptr %16, align 4
  %58 = icmp slt i32 %56, %57
  br i1 %58, label %59, label %64

59:                                               ; preds = %55
  %60 = load i32, ptr %11, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKiiPiE9warp_sums to ptr), i64 0, i64 %61
  %63 = load i32, ptr %62, align 4
  br label %65

64:                                               ; preds = %55
  br label %65

65:                                               ; preds = %64, %59
  %66 = phi i32 [ %63, %59 ], [ 0, %64 ]
  store i32 %66, ptr %15, align 4
  %67 = load i32, ptr %15, align 4
  %68 = call noundef i32 @_Z8warp_sumi(i32 noundef %67) #5
  store i32 %68, ptr %15, align 4
  %69 = load i32, ptr %11, align 4
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %71, label %77

71:                                               ; preds = %65
  %72 = load i32, ptr %15, align 4
  %73 = load ptr, ptr %6, align 8
  %74 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %73, i64 %75
  store i32 %72, ptr %76, align 4
  br label %77

77:                                               ; preds = %71, %65
  br label %78

78:                                               ; preds = %77, %48
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9warp_scanPKiiPiS1_(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #1 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca %struct.CudaBlockIdx, align 1
  %23 = alloca %struct.CudaBlockDim, align 1
  %24 = alloca %struct.CudaThreadIdx, align 1
  %25 = alloca i32, align 4
  %26 = alloca %struct.CudaThreadIdx, align 1
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  store ptr %0, ptr %17, align 8
  store i32 %1, ptr %18, align 4
  store ptr %2, ptr %19, align 8
  store ptr %3, ptr %20, align 8
  %30 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %31 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %32 = mul i32 %30, %31
  %33 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %34 = add i32 %32, %33
  store i32 %34, ptr %21, align 4
  %35 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = urem i32 %35, 32
  store i32 %36, ptr %25, align 4
  %37 = load i32, ptr %21, align 4
  %38 = load i32, ptr %18, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %46

40:                                               ; preds = %4
  %41 = load ptr, ptr %17, align 8
  %42 = load i32, ptr %21, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %41, i64 %43
  %45 = load i32, ptr %44, align 4
  br label %47

46:                                               ; preds = %4
  br label %47

47:                                               ; preds = %46, %40
  %48 = phi i32 [ %45, %40 ], [ 0, %46 ]
  store i32 %48, ptr %27, align 4
  store i32 1, ptr %28, align 4
  br label %49

49:                                               ; preds = %70, %47
  %50 = load i32, ptr %28, align 4
  %51 = icmp slt i32 %50, 32
  br i1 %51, label %52, label %73

52:                                               ; preds = %49
  %53 = load i32, ptr %27, align 4
  %54 = load i32, ptr %28, align 4
  store i32 -1, ptr %13, align 4
  store i32 %53, ptr %14, align 4
  store i32 %54, ptr %15, align 4
  store i32 32, ptr %16, align 4
  %55 = load i32, ptr %13, align 4
  %56 = load i32, ptr %14, align 4
  %57 = load i32, ptr %15, align 4
  %58 = load i32, ptr %16, align 4
  %59 = sub nsw i32 32, %58
  %60 = shl i32 %59, 8
  %61 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %55, i32 %56, i32 %57, i32 %60)
  store i32 %61, ptr %29, align 4
  %62 = load i32, ptr %25, align 4
  %63 = load i32, ptr %28, align 4
  %64 = icmp sge i32 %62, %63
  br i1 %64, label %65, label %69

65:                                               ; preds = %52
  %66 = load i32, ptr %29, align 4
  %67 = load i32, ptr %27, align 4
  %68 = add nsw i32 %67, %66
  store i32 %68, ptr %27, align 4
  br label %69

69:                                               ; preds = %65, %52
  br label %70

70:                                               ; preds = %69
  %71 = load i32, ptr %28, align 4
  %72 = shl i32 %71, 1
  store i32 %72, ptr %28, align 4
  br label %49, !llvm.loop !12

73:                                               ; preds = %49
  %74 = load i32, ptr %27, align 4
  %75 = load ptr, ptr %19, align 8
  %76 = load i32, ptr %21, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr %75, i64 %77
  store i32 %74, ptr %78, align 4
  %79 = load i32, ptr %27, align 4
  store i32 -1, ptr %5, align 4
  store i32 %79, ptr %6, align 4
  store i32 31, ptr %7, align 4
  store i32 32, ptr %8, align 4
  %80 = load i32, ptr %5, align 4
  %81 = load i32, ptr %6, align 4
  %82 = load i32, ptr %7, align 4
  %83 = load i32, ptr %8, align 4
  %84 = sub nsw i32 32, %83
  %85 = shl i32 %84, 8
  %86 = or i32 %85, 31
  %87 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %80, i32 %81, i32 %82, i32 %86)
  %88 = load i32, ptr %27, align 4
  %89 = load i32, ptr %25, align 4
  %90 = add nsw i32 %89, 5
  %91 = srem i32 %90, 32
  store i32 -1, ptr %9, align 4
  store i32 %88, ptr %10, align 4
  store i32 %91, ptr %11, align 4
  store i32 32, ptr %12, align 4
  %92 = load i32, ptr %9, align 4
  %93 = load i32, ptr %10, align 4
  %94 = load i32, ptr %11, align 4
  %95 = load i32, ptr %12, align 4
  %96 = sub nsw i32 32, %95
  %97 = shl i32 %96, 8
  %98 = or i32 %97, 31
  %99 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %92, i32 %93, i32 %94, i32 %98)
  %100 = sub nsw i32 %87, %99
  %101 = load ptr, ptr %20, align 8
  %102 = load i32, ptr %21, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds i32, ptr %101, i64 %103
  store i32 %100, ptr %104, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
