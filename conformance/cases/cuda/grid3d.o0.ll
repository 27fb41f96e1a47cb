; ModuleID = 'grid3d.cu'
source_filename = "grid3d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaBlockIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }
%struct.CudaThreadIdx = type { i8 }
%struct.CudaGridDim = type { i8 }

@_ZZ11transpose2dPKfPfiiE4tile = internal addrspace(3) global [8 x [9 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z7index3dPjS_iii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.CudaBlockIdx, align 1
  %13 = alloca %struct.CudaBlockDim, align 1
  %14 = alloca %struct.CudaThreadIdx, align 1
  %15 = alloca i32, align 4
  %16 = alloca %struct.CudaBlockIdx, align 1
  %17 = alloca %struct.CudaBlockDim, align 1
  %18 = alloca %struct.CudaThreadIdx, align 1
  %19 = alloca i32, align 4
  %20 = alloca %struct.CudaBlockIdx, align 1
  %21 = alloca %struct.CudaBlockDim, align 1
  %22 = alloca %struct.CudaThreadIdx, align 1
  %23 = alloca i32, align 4
  %24 = alloca %struct.CudaBlockIdx, align 1
  %25 = alloca %struct.CudaBlockIdx, align 1
  %26 = alloca %struct.CudaBlockIdx, align 1
  %27 = alloca %struct.CudaThreadIdx, align 1
  %28 = alloca %struct.CudaThreadIdx, align 1
  %29 = alloca %struct.CudaThreadIdx, align 1
  %30 = alloca i32, align 4
  %31 = alloca %struct.CudaThreadIdx, align 1
  %32 = alloca %struct.CudaBlockDim, align 1
  %33 = alloca %struct.CudaThreadIdx, align 1
  %34 = alloca %struct.CudaBlockDim, align 1
  %35 = alloca %struct.CudaThreadIdx, align 1
  %36 = alloca i32, align 4
  %37 = alloca %struct.CudaGridDim, align 1
  %38 = alloca %struct.CudaGridDim, align 1
  %39 = alloca %struct.CudaGridDim, align 1
  %40 = alloca %struct.CudaBlockDim, align 1
  %41 = alloca %struct.CudaBlockDim, align 1
  %42 = alloca %struct.CudaBlockDim, align 1
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %43 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %44 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %45 = mul i32 %43, %44
  %46 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %47 = add i32 %45, %46
  store i32 %47, ptr %11, align 4
  %48 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %49 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %50 = mul i32 %48, %49
  %51 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %52 = add i32 %50, %51
  store i32 %52, ptr %15, align 4
  %53 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %54 = call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %55 = mul i32 %53, %54
  %56 = call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %57 = add i32 %55, %56
  store i32 %57, ptr %19, align 4
  %58 = load i32, ptr %11, align 4
  %59 = load i32, ptr %8, align 4
  %60 = icmp sge i32 %58, %59
  br i1 %60, label %69, label %61

61:                                               ; preds = %5
  %62 = load i32, ptr %15, align 4
  %63 = load i32, ptr %9, align 4
  %64 = icmp sge i32 %62, %63
  br i1 %64, label %69, label %65

65:                                               ; preds = %61
  %66 = load i32, ptr %19, align 4
  %67 = load i32, ptr %10, align 4
  %68 = icmp sge i32 %66, %67
  br i1 %68, label %69, label %70

69:                                               ; preds = %65, %61, %5
  br label %133

70:                                               ; preds = %65
  %71 = load i32, ptr %19, align 4
  %72 = load i32, ptr %9, align 4
  %73 = mul nsw i32 %71, %72
  %74 = load i32, ptr %15, align 4
  %75 = add nsw i32 %73, %74
  %76 = load i32, ptr %8, align 4
  %77 = mul nsw i32 %75, %76
  %78 = load i32, ptr %11, align 4
  %79 = add nsw i32 %77, %78
  store i32 %79, ptr %23, align 4
  %80 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %81 = shl i32 %80, 24
  %82 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %83 = shl i32 %82, 20
  %84 = or i32 %81, %83
  %85 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %86 = shl i32 %85, 16
  %87 = or i32 %84, %86
  %88 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %89 = shl i32 %88, 8
  %90 = or i32 %87, %89
  %91 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %92 = shl i32 %91, 4
  %93 = or i32 %90, %92
  %94 = call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %95 = or i32 %93, %94
  %96 = load ptr, ptr %6, align 8
  %97 = load i32, ptr %23, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i32, ptr %96, i64 %98
  store i32 %95, ptr %99, align 4
  %100 = call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %101 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %102 = mul i32 %100, %101
  %103 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %104 = add i32 %102, %103
  %105 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %106 = mul i32 %104, %105
  %107 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %108 = add i32 %106, %107
  store i32 %108, ptr %30, align 4
  %109 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %110 = mul i32 %109, 100000
  %111 = call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %112 = mul i32 %111, 10000
  %113 = add i32 %110, %112
  %114 = call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %115 = mul i32 %114, 1000
  %116 = add i32 %113, %115
  %117 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %118 = mul i32 %117, 100
  %119 = add i32 %116, %118
  %120 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %121 = mul i32 %120, 10
  %122 = add i32 %119, %121
  %123 = call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %124 = add i32 %122, %123
  store i32 %124, ptr %36, align 4
  %125 = load i32, ptr %30, align 4
  %126 = mul i32 %125, 1000000
  %127 = load i32, ptr %36, align 4
  %128 = add i32 %126, %127
  %129 = load ptr, ptr %7, align 8
  %130 = load i32, ptr %23, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds i32, ptr %129, i64 %131
  store i32 %128, ptr %132, align 4
  br label %133

133:                                              ; preds = %70, %69
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z3at3PKiiiiiii(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #1 {
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store i32 %1, ptr %10, align 4
  store i32 %2, ptr %11, align 4
  store i32 %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store i32 %5, ptr %14, align 4
  store i32 %6, ptr %15, align 4
  %16 = load i32, ptr %10, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %36, label %18

18:                                               ; preds = %7
  %19 = load i32, ptr %11, align 4
  %20 = icmp slt i32 %19, 0
  br i1 %20, label %36, label %21

21:                                               ; preds = %18
  %22 = load i32, ptr %12, align 4
  %23 = icmp slt i32 %22, 0
  br i1 %23, label %36, label %24

24:                                               ; preds = %21
  %25 = load i32, ptr %10, align 4
  %26 = load i32, ptr %13, align 4
  %27 = icmp sge i32 %25, %26
  br i1 %27, label %36, label %28

28:                                               ; preds = %24
  %29 = load i32, ptr %11, align 4
  %30 = load i32, ptr %14, align 4
  %31 = icmp sge i32 %29, %30
  br i1 %31, label %36, label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %12, align 4
  %34 = load i32, ptr %15, align 4
  %35 = icmp sge i32 %33, %34
  br i1 %35, label %36, label %37

36:                                               ; preds = %32, %28, %24, %21, %18, %7
  store i32 0, ptr %8, align 4
  br label %51

37:                                               ; preds = %32
  %38 = load ptr, ptr %9, align 8
  %39 = load i32, ptr %12, align 4
  %40 = load i32, ptr %14, align 4
  %41 = mul nsw i32 %39, %40
  %42 = load i32, ptr %11, align 4
  %43 = add nsw i32 %41, %42
  %44 = load i32, ptr %13, align 4
  %45 = mul nsw i32 %43, %44
  %46 = load i32, ptr %10, align 4
  %47 = add nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %38, i64 %48
  %50 = load i32, ptr %49, align 4
  store i32 %50, ptr %8, align 4
  br label %51

51:                                               ; preds = %37, %36
  %52 = load i32, ptr %8, align 4
  ret i32 %52
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9laplace3dPKiPiiii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.CudaBlockIdx, align 1
  %13 = alloca %struct.CudaBlockDim, align 1
  %14 = alloca %struct.CudaThreadIdx, align 1
  %15 = alloca i32, align 4
  %16 = alloca %struct.CudaBlockIdx, align 1
  %17 = alloca %struct.CudaBlockDim, align 1
  %18 = alloca %struct.CudaThreadIdx, align 1
  %19 = alloca i32, align 4
  %20 = alloca %struct.CudaBlockIdx, align 1
  %21 = alloca %struct.CudaBlockDim, align 1
  %22 = alloca %struct.CudaThreadIdx, align 1
  %23 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %24 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul i32 %24, %25
  %27 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = add i32 %26, %27
  store i32 %28, ptr %11, align 4
  %29 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %30 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %31 = mul i32 %29, %30
  %32 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %33 = add i32 %31, %32
  store i32 %33, ptr %15, align 4
  %34 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %35 = call noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %36 = mul i32 %34, %35
  %37 = call noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %38 = add i32 %36, %37
  store i32 %38, ptr %19, align 4
  %39 = load i32, ptr %11, align 4
  %40 = load i32, ptr %8, align 4
  %41 = icmp sge i32 %39, %40
  br i1 %41, label %50, label %42

42:                                               ; preds = %5
  %43 = load i32, ptr %15, align 4
  %44 = load i32, ptr %9, align 4
  %45 = icmp sge i32 %43, %44
  br i1 %45, label %50, label %46

46:                                               ; preds = %42
  %47 = load i32, ptr %19, align 4
  %48 = load i32, ptr %10, align 4
  %49 = icmp sge i32 %47, %48
  br i1 %49, label %50, label %51

50:                                               ; preds = %46, %42, %5
  br label %134

51:                                               ; preds = %46
  %52 = load ptr, ptr %6, align 8
  %53 = load i32, ptr %11, align 4
  %54 = load i32, ptr %15, align 4
  %55 = load i32, ptr %19, align 4
  %56 = load i32, ptr %8, align 4
  %57 = load i32, ptr %9, align 4
  %58 = load i32, ptr %10, align 4
  %59 = call noundef i32 @_Z3at3PKiiiiiii(ptr noundef %52, i32 noundef %53, i32 noundef %54, i32 noundef %55, i32 noundef %56, i32 noundef %57, i32 noundef %58) #4
  store i32 %59, ptr %23, align 4
  %60 = load ptr, ptr %6, align 8
  %61 = load i32, ptr %11, align 4
  %62 = sub nsw i32 %61, 1
  %63 = load i32, ptr %15, align 4
  %64 = load i32, ptr %19, align 4
  %65 = load i32, ptr %8, align 4
  %66 = load i32, ptr %9, align 4
  %67 = load i32, ptr %10, align 4
  %68 = call noundef i32 @_Z3at3PKiiiiiii(ptr noundef %60, i32 noundef %62, i32 noundef %63, i32 noundef %64, i32 noundef %65, i32 noundef %66, i32 noundef %67) #4
  %69 = load ptr, ptr %6, align 8
  %70 = load i32, ptr %11, align 4
  %71 = add nsw i32 %70, 1
  %72 = load i32, ptr %15, align 4
  %73 = load i32, ptr %19, align 4
  %74 = load i32, ptr %8, align 4
  %75 = load i32, ptr %9, align 4
  %76 = load i32, ptr %10, align 4
  %77 = call noundef i32 @_Z3at3PKiiiiiii(ptr noundef %69, i32 noundef %71, i32 noundef %72, i32 noundef %73, i32 noundef %74, i32 noundef %75, i32 noundef %76) #4
  %78 = add nsw i32 %68, %77
  %79 = load ptr, ptr %6, align 8
  %80 = load i32, ptr %11, align 4
  %81 = load i32, ptr %15, align 4
  %82 = sub nsw i32 %81, 1
  %83 = load i32, ptr %19, align 4
  %84 = load i32, ptr %8, align 4
  %85 = load i32, ptr %9, align 4
  %86 = load i32, ptr %10, align 4
  %87 = call noundef i32 @_Z3at3PKiiiiiii(ptr noundef %79, i32 noundef %80, i32 noundef %82, i32 noundef %83, i32 noundef %84, i32 noundef %85, i32 noundef %86) #4
  %88 = add nsw i32 %78, %87
  %89 = load ptr, ptr %6, align 8
  %90 = load i32, ptr %11, align 4
  %91 = load i32, ptr %15, align 4
  %92 = add nsw i32 %91, 1
  %93 = load i32, ptr %19, align 4
  %94 = load i32, ptr %8, align 4
  %95 = load i32, ptr %9, align 4
  %96 = load i32, ptr %10, align 4
  %97 = call noundef i32 @_Z3at3PKiiiiiii(ptr noundef %89, i32 noundef %90, i32 noundef %92, i32 noundef %93, i32 noundef %94, i32 noundef %95, i32 noundef %96) #4
  %98 = add nsw i32 %88, %97
  %99 = load ptr, ptr %6, align 8
  %100 = load i32, ptr %11, align 4
  %101 = load i32, ptr %15, align 4
  %102 = load i32, ptr %19, align 4
  %103 = sub nsw i32 %102, 1
  %104 = load i32, ptr %8, align 4
  %105 = load i32, ptr %9, align 4
  %106 = load i32, ptr %10, align 4
  %107 = call noundef i32 @_Z3at3PKiiiiiii(ptr noundef %99, i32 noundef %100, i32 noundef %101, i32 noundef %103, i32 noundef %104, i32 noundef %105, i32 noundef %106) #4
  %108 = add nsw i32 %98, %107
  %109 = load ptr, ptr %6, align 8
  %110 = load i32, ptr %11, align 4
  %111 = load i32, ptr %15, align 4
  %112 = load i32, ptr %19, align 4
  %113 = add nsw i32 %112, 1
  %114 = load i32, ptr %8, align 4
  %115 = load i32, ptr %9, align 4
  %116 = load i32, ptr %10, align 4
  %117 = call noundef i32 @_Z3at3PKiiiiiii(ptr noundef %109, i32 noundef %110, i32 noundef %111, i32 noundef %113, i32 noundef %114, i32 noundef %115, i32 noundef %116) #4
  %118 = add nsw i32 %108, %117
  %119 = load i32, ptr %23, align 4
  %120 = mul nsw i32 6, %119
  %121 = sub nsw i32 %118, %120
  %122 = load ptr, ptr %7, align 8
  %123 = load i32, ptr %19, align 4
  %124 = load i32, ptr %9, align 4
  %125 = mul nsw i32 %123, %124
  %126 = load i32, ptr %15, align 4
  %127 = add nsw i32 %125, %126
  %128 = load i32, ptr %8, align 4
  %129 = mul nsw i32 %127, %128
  %130 = load i32, ptr %11, align 4
  %131 = add nsw i32 %129, %130
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i32, ptr %122, i64 %132
  store i32 %121, ptr %133, align 4
  br label %134

134:                                              ; preds = %51, %50
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11transpose2dPKfPfii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.CudaBlockIdx, align 1
  %11 = alloca %struct.CudaThreadIdx, align 1
  %12 = alloca i32, align 4
  %13 = alloca %struct.CudaBlockIdx, align 1
  %14 = alloca %struct.CudaThreadIdx, align 1
  %15 = alloca %struct.CudaThreadIdx, align 1
  %16 = alloca %struct.CudaThreadIdx, align 1
  %17 = alloca i32, align 4
  %18 = alloca %struct.CudaBlockIdx, align 1
  %19 = alloca %struct.CudaThreadIdx, align 1
  %20 = alloca i32, align 4
  %21 = alloca %struct.CudaBlockIdx, align 1
  %22 = alloca %struct.CudaThreadIdx, align 1
  %23 = alloca %struct.CudaThreadIdx, align 1
  %24 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %25 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = mul i32 %25, 8
  %27 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = add i32 %26, %27
  store i32 %28, ptr %9, align 4
  %29 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %30 = mul i32 %29, 8
  %31 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %32 = add i32 %30, %31
  store i32 %32, ptr %12, align 4
  %33 = load i32, ptr %9, align 4
  %34 = load i32, ptr %7, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %56

36:                                               ; preds = %4
  %37 = load i32, ptr %12, align 4
  %38 = load i32, ptr %8, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %56

40:                                               ; preds = %36
  %41 = load ptr, ptr %5, align 8
  %42 = load i32, ptr %12, align 4
  %43 = load i32, ptr %7, align 4
  %44 = mul nsw i32 %42, %43
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %41, i64 %47
  %49 = load float, ptr %48, align 4
  %50 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [8 x [9 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11transpose2dPKfPfiiE4tile to ptr), i64 0, i64 %51
  %53 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds [9 x float], ptr %52, i64 0, i64 %54
  store float %49, ptr %55, align 4
  br label %56

56:                                               ; preds = %40, %36, %4
  call void @llvm.nvvm.barrier0()
  %57 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %58 = mul i32 %57, 8
  %59 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %60 = add i32 %58, %59
  store i32 %60, ptr %17, align 4
  %61 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %62 = mul i32 %61, 8
  %63 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %64 = add i32 %62, %63
  store i32 %64, ptr %20, align 4
  %65 = load i32, ptr %17, align 4
  %66 = load i32, ptr %8, align 4
  %67 = icmp slt i32 %65, %66
  br i1 %67, label %68, label %88

68:                                               ; preds = %56
  %69 = load i32, ptr %20, align 4
  %70 = load i32, ptr %7, align 4
  %71 = icmp slt i32 %69, %70
  br i1 %71, label %72, label %88

72:                                               ; preds = %68
  %73 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds [8 x [9 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11transpose2dPKfPfiiE4tile to ptr), i64 0, i64 %74
  %76 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds [9 x float], ptr %75, i64 0, i64 %77
  %79 = load float, ptr %78, align 4
  %80 = load ptr, ptr %6, align 8
  %81 = load i32, ptr %20, align 4
  %82 = load i32, ptr %8, align 4
  %83 = mul nsw i32 %81, %82
  %84 = load i32, ptr %17, align 4
  %85 = add nsw i32 %83, %84
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %80, i64 %86
  store float %79, ptr %87, align 4
  br label %88

88:                                               ; preds = %72, %68, %56
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

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
