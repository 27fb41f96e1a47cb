; ModuleID = 'struct_param.cu'
source_filename = "struct_param.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Inner = type { i16, [3 x float] }
%struct.Params = type { double, i8, [4 x i32], [2 x %struct.Inner], i64 }
%struct.CudaBlockIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }
%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z4sum3PKf(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds float, ptr %3, i64 0
  %5 = load float, ptr %4, align 4
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds float, ptr %6, i64 1
  %8 = load float, ptr %7, align 4
  %9 = fadd contract float %5, %8
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds float, ptr %10, i64 2
  %12 = load float, ptr %11, align 4
  %13 = fadd contract float %9, %12
  ret float %13
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z5weigh5Inneri(ptr noundef byval(%struct.Inner) align 4 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  %4 = getelementptr inbounds %struct.Inner, ptr %0, i32 0, i32 0
  %5 = load i16, ptr %4, align 4
  %6 = sext i16 %5 to i32
  %7 = load i32, ptr %3, align 4
  %8 = mul nsw i32 %6, %7
  %9 = getelementptr inbounds %struct.Inner, ptr %0, i32 0, i32 1
  %10 = load i32, ptr %3, align 4
  %11 = srem i32 %10, 3
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [3 x float], ptr %9, i64 0, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = fptosi float %14 to i32
  %16 = add nsw i32 %8, %15
  ret i32 %16
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z12struct_param6ParamsPKfPfPii(ptr noundef byval(%struct.Params) align 8 %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.CudaBlockIdx, align 1
  %12 = alloca %struct.CudaBlockDim, align 1
  %13 = alloca %struct.CudaThreadIdx, align 1
  %14 = alloca float, align 4
  %15 = alloca %struct.Inner, align 4
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i32 %4, ptr %9, align 4
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add i32 %18, %19
  store i32 %20, ptr %10, align 4
  %21 = load i32, ptr %10, align 4
  %22 = load i32, ptr %9, align 4
  %23 = icmp sge i32 %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %5
  br label %104

25:                                               ; preds = %5
  %26 = load ptr, ptr %6, align 8
  %27 = load i32, ptr %10, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %26, i64 %28
  %30 = load float, ptr %29, align 4
  store float %30, ptr %14, align 4
  %31 = load float, ptr %14, align 4
  %32 = fpext float %31 to double
  %33 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 0
  %34 = load double, ptr %33, align 8
  %35 = fmul contract double %32, %34
  %36 = fptrunc double %35 to float
  %37 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 3
  %38 = getelementptr inbounds [2 x %struct.Inner], ptr %37, i64 0, i64 0
  %39 = getelementptr inbounds %struct.Inner, ptr %38, i32 0, i32 1
  %40 = getelementptr inbounds [3 x float], ptr %39, i64 0, i64 1
  %41 = load float, ptr %40, align 4
  %42 = fadd contract float %36, %41
  %43 = load ptr, ptr %7, align 8
  %44 = load i32, ptr %10, align 4
  %45 = mul nsw i32 2, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %43, i64 %46
  store float %42, ptr %47, align 4
  %48 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 3
  %49 = getelementptr inbounds [2 x %struct.Inner], ptr %48, i64 0, i64 1
  %50 = getelementptr inbounds %struct.Inner, ptr %49, i32 0, i32 1
  %51 = getelementptr inbounds [3 x float], ptr %50, i64 0, i64 0
  %52 = call contract noundef float @_Z4sum3PKf(ptr noundef %51) #4
  %53 = load float, ptr %14, align 4
  %54 = fsub contract float %52, %53
  %55 = load ptr, ptr %7, align 8
  %56 = load i32, ptr %10, align 4
  %57 = mul nsw i32 2, %56
  %58 = add nsw i32 %57, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %55, i64 %59
  store float %54, ptr %60, align 4
  %61 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 2
  %62 = getelementptr inbounds [4 x i32], ptr %61, i64 0, i64 3
  %63 = load i32, ptr %62, align 4
  %64 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 1
  %65 = load i8, ptr %64, align 8
  %66 = sext i8 %65 to i32
  %67 = add nsw i32 %63, %66
  %68 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 3
  %69 = getelementptr inbounds [2 x %struct.Inner], ptr %68, i64 0, i64 1
  %70 = getelementptr inbounds %struct.Inner, ptr %69, i32 0, i32 0
  %71 = load i16, ptr %70, align 4
  %72 = sext i16 %71 to i32
  %73 = add nsw i32 %67, %72
  %74 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 4
  %75 = load i64, ptr %74, align 8
  %76 = ashr i64 %75, 8
  %77 = trunc i64 %76 to i32
  %78 = add nsw i32 %73, %77
  %79 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 2
  %80 = load i32, ptr %10, align 4
  %81 = and i32 %80, 3
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [4 x i32], ptr %79, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4
  %85 = add nsw i32 %78, %84
  %86 = load ptr, ptr %8, align 8
  %87 = load i32, ptr %10, align 4
  %88 = mul nsw i32 2, %87
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i32, ptr %86, i64 %89
  store i32 %85, ptr %90, align 4
  %91 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 3
  %92 = load i32, ptr %10, align 4
  %93 = and i32 %92, 1
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [2 x %struct.Inner], ptr %91, i64 0, i64 %94
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %95, i64 16, i1 false)
  %96 = load i32, ptr %10, align 4
  %97 = call noundef i32 @_Z5weigh5Inneri(ptr noundef byval(%struct.Inner) align 4 %15, i32 noundef %96) #4
  %98 = load ptr, ptr %8, align 8
  %99 = load i32, ptr %10, align 4
  %100 = mul nsw i32 2, %99
  %101 = add nsw i32 %100, 1
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr %98, i64 %102
  store i32 %97, ptr %103, align 4
  br label %104

104:                                              ; preds = %25, %24
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z12struct_param6ParamsPKfPfPii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
