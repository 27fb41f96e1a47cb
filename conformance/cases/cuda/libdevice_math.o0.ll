; ModuleID = 'libdevice_math.cu'
source_filename = "libdevice_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaBlockIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }
%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z8math_f32PKfS0_Pf(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca %struct.CudaBlockIdx, align 1
  %23 = alloca %struct.CudaBlockDim, align 1
  %24 = alloca %struct.CudaThreadIdx, align 1
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca ptr, align 8
  store ptr %0, ptr %18, align 8
  store ptr %1, ptr %19, align 8
  store ptr %2, ptr %20, align 8
  %28 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %30 = mul i32 %28, %29
  %31 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = add i32 %30, %31
  store i32 %32, ptr %21, align 4
  %33 = load i32, ptr %21, align 4
  %34 = icmp sge i32 %33, 256
  br i1 %34, label %35, label %36

35:                                               ; preds = %3
  br label %120

36:                                               ; preds = %3
  %37 = load ptr, ptr %18, align 8
  %38 = load i32, ptr %21, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %37, i64 %39
  %41 = load float, ptr %40, align 4
  store float %41, ptr %25, align 4
  %42 = load ptr, ptr %19, align 8
  %43 = load i32, ptr %21, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %42, i64 %44
  %46 = load float, ptr %45, align 4
  store float %46, ptr %26, align 4
  %47 = load ptr, ptr %20, align 8
  %48 = load i32, ptr %21, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %47, i64 %49
  store ptr %50, ptr %27, align 8
  %51 = load float, ptr %25, align 4
  %52 = fmul contract float %51, 4.000000e+00
  store float %52, ptr %17, align 4
  %53 = load float, ptr %17, align 4
  %54 = call contract noundef float @__nv_sinf(float noundef %53) #3
  %55 = load ptr, ptr %27, align 8
  %56 = getelementptr inbounds float, ptr %55, i64 0
  store float %54, ptr %56, align 4
  %57 = load float, ptr %25, align 4
  %58 = fmul contract float %57, 4.000000e+00
  store float %58, ptr %16, align 4
  %59 = load float, ptr %16, align 4
  %60 = call contract noundef float @__nv_cosf(float noundef %59) #3
  %61 = load ptr, ptr %27, align 8
  %62 = getelementptr inbounds float, ptr %61, i64 256
  store float %60, ptr %62, align 4
  %63 = load float, ptr %25, align 4
  store float %63, ptr %15, align 4
  %64 = load float, ptr %15, align 4
  %65 = call contract noundef float @__nv_expf(float noundef %64) #3
  %66 = load ptr, ptr %27, align 8
  %67 = getelementptr inbounds float, ptr %66, i64 512
  store float %65, ptr %67, align 4
  %68 = load float, ptr %26, align 4
  store float %68, ptr %11, align 4
  %69 = load float, ptr %11, align 4
  %70 = call contract noundef float @llvm.fabs.f32(float %69)
  %71 = fadd contract float %70, 0x3F50624DE0000000
  store float %71, ptr %14, align 4
  %72 = load float, ptr %14, align 4
  %73 = call contract noundef float @__nv_logf(float noundef %72) #3
  %74 = load ptr, ptr %27, align 8
  %75 = getelementptr inbounds float, ptr %74, i64 768
  store float %73, ptr %75, align 4
  %76 = load float, ptr %26, align 4
  store float %76, ptr %12, align 4
  %77 = load float, ptr %12, align 4
  %78 = call contract noundef float @llvm.fabs.f32(float %77)
  %79 = load float, ptr %25, align 4
  %80 = fmul contract float %79, 2.500000e-01
  store float %78, ptr %9, align 4
  store float %80, ptr %10, align 4
  %81 = load float, ptr %9, align 4
  %82 = load float, ptr %10, align 4
  %83 = call contract noundef float @__nv_powf(float noundef %81, float noundef %82) #3
  %84 = load ptr, ptr %27, align 8
  %85 = getelementptr inbounds float, ptr %84, i64 1024
  store float %83, ptr %85, align 4
  %86 = load float, ptr %25, align 4
  %87 = load float, ptr %26, align 4
  %88 = fmul contract float %86, %87
  store float %88, ptr %13, align 4
  %89 = load float, ptr %13, align 4
  %90 = call contract noundef float @llvm.fabs.f32(float %89)
  %91 = call contract float @__nv_sqrtf(float noundef %90) #3
  %92 = load ptr, ptr %27, align 8
  %93 = getelementptr inbounds float, ptr %92, i64 1280
  store float %91, ptr %93, align 4
  %94 = load float, ptr %25, align 4
  %95 = fmul contract float %94, 1.250000e-01
  store float %95, ptr %8, align 4
  %96 = load float, ptr %8, align 4
  %97 = call contract noundef float @__nv_erff(float noundef %96) #3
  %98 = load ptr, ptr %27, align 8
  %99 = getelementptr inbounds float, ptr %98, i64 1536
  store float %97, ptr %99, align 4
  %100 = load float, ptr %25, align 4
  %101 = fmul contract float %100, 2.500000e-01
  store float %101, ptr %7, align 4
  %102 = load float, ptr %7, align 4
  %103 = call contract noundef float @__nv_tanhf(float noundef %102) #3
  %104 = load ptr, ptr %27, align 8
  %105 = getelementptr inbounds float, ptr %104, i64 1792
  store float %103, ptr %105, align 4
  %106 = load float, ptr %26, align 4
  %107 = load float, ptr %25, align 4
  store float %106, ptr %5, align 4
  store float %107, ptr %6, align 4
  %108 = load float, ptr %5, align 4
  %109 = load float, ptr %6, align 4
  %110 = call contract noundef float @__nv_atan2f(float noundef %108, float noundef %109) #3
  %111 = load ptr, ptr %27, align 8
  %112 = getelementptr inbounds float, ptr %111, i64 2048
  store float %110, ptr %112, align 4
  %113 = load float, ptr %25, align 4
  %114 = load float, ptr %26, align 4
  %115 = fmul contract float %113, %114
  store float %115, ptr %4, align 4
  %116 = load float, ptr %4, align 4
  %117 = call contract noundef float @__nv_cbrtf(float noundef %116) #3
  %118 = load ptr, ptr %27, align 8
  %119 = getelementptr inbounds float, ptr %118, i64 2304
  store float %117, ptr %119, align 4
  br label %120

120:                                              ; preds = %36, %35
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sqrtf(float noundef) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z8math_f64PKdS0_Pd(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca %struct.CudaBlockIdx, align 1
  %21 = alloca %struct.CudaBlockDim, align 1
  %22 = alloca %struct.CudaThreadIdx, align 1
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca ptr, align 8
  store ptr %0, ptr %16, align 8
  store ptr %1, ptr %17, align 8
  store ptr %2, ptr %18, align 8
  %26 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %28 = mul i32 %26, %27
  %29 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = add i32 %28, %29
  store i32 %30, ptr %19, align 4
  %31 = load i32, ptr %19, align 4
  %32 = icmp sge i32 %31, 256
  br i1 %32, label %33, label %34

33:                                               ; preds = %3
  br label %105

34:                                               ; preds = %3
  %35 = load ptr, ptr %16, align 8
  %36 = load i32, ptr %19, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %35, i64 %37
  %39 = load double, ptr %38, align 8
  store double %39, ptr %23, align 8
  %40 = load ptr, ptr %17, align 8
  %41 = load i32, ptr %19, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, ptr %40, i64 %42
  %44 = load double, ptr %43, align 8
  store double %44, ptr %24, align 8
  %45 = load ptr, ptr %18, align 8
  %46 = load i32, ptr %19, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds double, ptr %45, i64 %47
  store ptr %48, ptr %25, align 8
  %49 = load double, ptr %23, align 8
  %50 = fmul contract double %49, 4.000000e+00
  store double %50, ptr %15, align 8
  %51 = load double, ptr %15, align 8
  %52 = call contract noundef double @__nv_sin(double noundef %51) #3
  %53 = load ptr, ptr %25, align 8
  %54 = getelementptr inbounds double, ptr %53, i64 0
  store double %52, ptr %54, align 8
  %55 = load double, ptr %23, align 8
  store double %55, ptr %14, align 8
  %56 = load double, ptr %14, align 8
  %57 = call contract noundef double @__nv_exp(double noundef %56) #3
  %58 = load ptr, ptr %25, align 8
  %59 = getelementptr inbounds double, ptr %58, i64 256
  store double %57, ptr %59, align 8
  %60 = load double, ptr %24, align 8
  store double %60, ptr %9, align 8
  %61 = load double, ptr %9, align 8
  %62 = call contract noundef double @llvm.fabs.f64(double %61)
  %63 = fadd contract double %62, 1.000000e-03
  store double %63, ptr %13, align 8
  %64 = load double, ptr %13, align 8
  %65 = call contract noundef double @__nv_log(double noundef %64) #3
  %66 = load ptr, ptr %25, align 8
  %67 = getelementptr inbounds double, ptr %66, i64 512
  store double %65, ptr %67, align 8
  %68 = load double, ptr %24, align 8
  store double %68, ptr %10, align 8
  %69 = load double, ptr %10, align 8
  %70 = call contract noundef double @llvm.fabs.f64(double %69)
  %71 = load double, ptr %23, align 8
  %72 = fmul contract double %71, 2.500000e-01
  store double %70, ptr %7, align 8
  store double %72, ptr %8, align 8
  %73 = load double, ptr %7, align 8
  %74 = load double, ptr %8, align 8
  %75 = call contract noundef double @__nv_pow(double noundef %73, double noundef %74) #3
  %76 = load ptr, ptr %25, align 8
  %77 = getelementptr inbounds double, ptr %76, i64 768
  store double %75, ptr %77, align 8
  %78 = load double, ptr %23, align 8
  %79 = load double, ptr %24, align 8
  %80 = fmul contract double %78, %79
  store double %80, ptr %11, align 8
  %81 = load double, ptr %11, align 8
  %82 = call contract noundef double @llvm.fabs.f64(double %81)
  %83 = call contract double @__nv_sqrt(double noundef %82) #3
  %84 = load ptr, ptr %25, align 8
  %85 = getelementptr inbounds double, ptr %84, i64 1024
  store double %83, ptr %85, align 8
  %86 = load double, ptr %23, align 8
  %87 = fmul contract double %86, 1.250000e-01
  store double %87, ptr %6, align 8
  %88 = load double, ptr %6, align 8
  %89 = call contract noundef double @__nv_erf(double noundef %88) #3
  %90 = load ptr, ptr %25, align 8
  %91 = getelementptr inbounds double, ptr %90, i64 1280
  store double %89, ptr %91, align 8
  %92 = load double, ptr %23, align 8
  %93 = fmul contract double %92, 2.500000e-01
  store double %93, ptr %5, align 8
  %94 = load double, ptr %5, align 8
  %95 = call contract noundef double @__nv_tanh(double noundef %94) #3
  %96 = load ptr, ptr %25, align 8
  %97 = getelementptr inbounds double, ptr %96, i64 1536
  store double %95, ptr %97, align 8
  %98 = load double, ptr %23, align 8
  store double %98, ptr %12, align 8
  %99 = load double, ptr %12, align 8
  %100 = call contract noundef double @llvm.fabs.f64(double %99)
  store double %100, ptr %4, align 8
  %101 = load double, ptr %4, align 8
  %102 = call contract noundef double @__nv_log1p(double noundef %101) #3
  %103 = load ptr, ptr %25, align 8
  %104 = getelementptr inbounds double, ptr %103, i64 1792
  store double %102, ptr %104, align 8
  br label %105

105:                                              ; preds = %34, %33
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local double @__nv_sqrt(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_sinf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cosf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_expf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_logf(float noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: convergent nounwind
declare dso_local float @__nv_powf(float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_erff(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_tanhf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_atan2f(float noundef, float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local float @__nv_cbrtf(float noundef) #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_sin(double noundef) #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_exp(double noundef) #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_log(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: convergent nounwind
declare dso_local double @__nv_pow(double noundef, double noundef) #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_erf(double noundef) #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_tanh(double noundef) #1

; Function Attrs: convergent nounwind
declare dso_local double @__nv_log1p(double noundef) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z8math_f32PKfS0_Pf, !"kernel", i32 1}
!1 = !{ptr @_Z8math_f64PKdS0_Pd, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
