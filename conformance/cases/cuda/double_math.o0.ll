; ModuleID = 'double_math.cu'
source_filename = "double_math.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaBlockIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }
%struct.CudaThreadIdx = type { i8 }
%struct.CudaGridDim = type { i8 }
%struct.P3 = type { double, double, double }

@_ZZ3dotPKdS0_iPdE1s = internal addrspace(3) global [64 x double] undef, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z3dotPKdS0_iPd(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.CudaBlockIdx, align 1
  %15 = alloca %struct.CudaBlockDim, align 1
  %16 = alloca %struct.CudaThreadIdx, align 1
  %17 = alloca %struct.CudaBlockDim, align 1
  %18 = alloca %struct.CudaGridDim, align 1
  %19 = alloca %struct.CudaThreadIdx, align 1
  %20 = alloca i32, align 4
  %21 = alloca %struct.CudaThreadIdx, align 1
  %22 = alloca %struct.CudaThreadIdx, align 1
  %23 = alloca %struct.CudaThreadIdx, align 1
  %24 = alloca %struct.CudaThreadIdx, align 1
  %25 = alloca %struct.CudaBlockIdx, align 1
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store ptr %3, ptr %11, align 8
  store double 0.000000e+00, ptr %12, align 8
  %26 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %28 = mul i32 %26, %27
  %29 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = add i32 %28, %29
  store i32 %30, ptr %13, align 4
  br label %31

31:                                               ; preds = %51, %4
  %32 = load i32, ptr %13, align 4
  %33 = load i32, ptr %10, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %57

35:                                               ; preds = %31
  %36 = load ptr, ptr %8, align 8
  %37 = load i32, ptr %13, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %36, i64 %38
  %40 = load double, ptr %39, align 8
  %41 = load ptr, ptr %9, align 8
  %42 = load i32, ptr %13, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds double, ptr %41, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = load double, ptr %12, align 8
  store double %40, ptr %5, align 8
  store double %45, ptr %6, align 8
  store double %46, ptr %7, align 8
  %47 = load double, ptr %5, align 8
  %48 = load double, ptr %6, align 8
  %49 = load double, ptr %7, align 8
  %50 = call contract noundef double @llvm.fma.f64(double %47, double %48, double %49)
  store double %50, ptr %12, align 8
  br label %51

51:                                               ; preds = %35
  %52 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %53 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %54 = mul i32 %52, %53
  %55 = load i32, ptr %13, align 4
  %56 = add i32 %55, %54
  store i32 %56, ptr %13, align 4
  br label %31, !llvm.loop !7

57:                                               ; preds = %31
  %58 = load double, ptr %12, align 8
  %59 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ3dotPKdS0_iPdE1s to ptr), i64 0, i64 %60
  store double %58, ptr %61, align 8
  call void @llvm.nvvm.barrier0()
  store i32 32, ptr %20, align 4
  br label %62

62:                                               ; preds = %82, %57
  %63 = load i32, ptr %20, align 4
  %64 = icmp sgt i32 %63, 0
  br i1 %64, label %65, label %85

65:                                               ; preds = %62
  %66 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %67 = load i32, ptr %20, align 4
  %68 = icmp ult i32 %66, %67
  br i1 %68, label %69, label %81

69:                                               ; preds = %65
  %70 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %71 = load i32, ptr %20, align 4
  %72 = add i32 %70, %71
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ3dotPKdS0_iPdE1s to ptr), i64 0, i64 %73
  %75 = load double, ptr %74, align 8
  %76 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds [64 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ3dotPKdS0_iPdE1s to ptr), i64 0, i64 %77
  %79 = load double, ptr %78, align 8
  %80 = fadd contract double %79, %75
  store double %80, ptr %78, align 8
  br label %81

81:                                               ; preds = %69, %65
  call void @llvm.nvvm.barrier0()
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %20, align 4
  %84 = ashr i32 %83, 1
  store i32 %84, ptr %20, align 4
  br label %62, !llvm.loop !9

85:                                               ; preds = %62
  %86 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %88, label %94

88:                                               ; preds = %85
  %89 = load double, ptr addrspacecast (ptr addrspace(3) @_ZZ3dotPKdS0_iPdE1s to ptr), align 8
  %90 = load ptr, ptr %11, align 8
  %91 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds double, ptr %90, i64 %92
  store double %89, ptr %93, align 8
  br label %94

94:                                               ; preds = %88, %85
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z6hornerPKdS0_iPdi(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.CudaBlockIdx, align 1
  %16 = alloca %struct.CudaBlockDim, align 1
  %17 = alloca %struct.CudaThreadIdx, align 1
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store i32 %2, ptr %11, align 4
  store ptr %3, ptr %12, align 8
  store i32 %4, ptr %13, align 4
  %21 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = mul i32 %21, %22
  %24 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = add i32 %23, %24
  store i32 %25, ptr %14, align 4
  %26 = load i32, ptr %14, align 4
  %27 = load i32, ptr %13, align 4
  %28 = icmp sge i32 %26, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %5
  br label %67

30:                                               ; preds = %5
  %31 = load ptr, ptr %9, align 8
  %32 = load i32, ptr %14, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %31, i64 %33
  %35 = load double, ptr %34, align 8
  store double %35, ptr %18, align 8
  %36 = load ptr, ptr %10, align 8
  %37 = load i32, ptr %11, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds double, ptr %36, i64 %38
  %40 = load double, ptr %39, align 8
  store double %40, ptr %19, align 8
  %41 = load i32, ptr %11, align 4
  %42 = sub nsw i32 %41, 1
  store i32 %42, ptr %20, align 4
  br label %43

43:                                               ; preds = %58, %30
  %44 = load i32, ptr %20, align 4
  %45 = icmp sge i32 %44, 0
  br i1 %45, label %46, label %61

46:                                               ; preds = %43
  %47 = load double, ptr %19, align 8
  %48 = load double, ptr %18, align 8
  %49 = load ptr, ptr %10, align 8
  %50 = load i32, ptr %20, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %49, i64 %51
  %53 = load double, ptr %52, align 8
  store double %47, ptr %6, align 8
  store double %48, ptr %7, align 8
  store double %53, ptr %8, align 8
  %54 = load double, ptr %6, align 8
  %55 = load double, ptr %7, align 8
  %56 = load double, ptr %8, align 8
  %57 = call contract noundef double @llvm.fma.f64(double %54, double %55, double %56)
  store double %57, ptr %19, align 8
  br label %58

58:                                               ; preds = %46
  %59 = load i32, ptr %20, align 4
  %60 = add nsw i32 %59, -1
  store i32 %60, ptr %20, align 4
  br label %43, !llvm.loop !10

61:                                               ; preds = %43
  %62 = load double, ptr %19, align 8
  %63 = load ptr, ptr %12, align 8
  %64 = load i32, ptr %14, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds double, ptr %63, i64 %65
  store double %62, ptr %66, align 8
  br label %67

67:                                               ; preds = %61, %29
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z8geometryPK2P3PdS2_S2_i(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
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
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca %struct.CudaBlockIdx, align 1
  %26 = alloca %struct.CudaBlockDim, align 1
  %27 = alloca %struct.CudaThreadIdx, align 1
  %28 = alloca %struct.P3, align 8
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  store ptr %0, ptr %19, align 8
  store ptr %1, ptr %20, align 8
  store ptr %2, ptr %21, align 8
  store ptr %3, ptr %22, align 8
  store i32 %4, ptr %23, align 4
  %32 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %34 = mul i32 %32, %33
  %35 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = add i32 %34, %35
  store i32 %36, ptr %24, align 4
  %37 = load i32, ptr %24, align 4
  %38 = load i32, ptr %23, align 4
  %39 = icmp sge i32 %37, %38
  br i1 %39, label %40, label %41

40:                                               ; preds = %5
  br label %105

41:                                               ; preds = %5
  %42 = load ptr, ptr %19, align 8
  %43 = load i32, ptr %24, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds %struct.P3, ptr %42, i64 %44
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 8 %45, i64 24, i1 false)
  %46 = getelementptr inbounds %struct.P3, ptr %28, i32 0, i32 2
  %47 = load double, ptr %46, align 8
  %48 = getelementptr inbounds %struct.P3, ptr %28, i32 0, i32 2
  %49 = load double, ptr %48, align 8
  %50 = fmul contract double %47, %49
  store double %50, ptr %29, align 8
  %51 = getelementptr inbounds %struct.P3, ptr %28, i32 0, i32 0
  %52 = load double, ptr %51, align 8
  %53 = getelementptr inbounds %struct.P3, ptr %28, i32 0, i32 0
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds %struct.P3, ptr %28, i32 0, i32 1
  %56 = load double, ptr %55, align 8
  %57 = getelementptr inbounds %struct.P3, ptr %28, i32 0, i32 1
  %58 = load double, ptr %57, align 8
  %59 = load double, ptr %29, align 8
  store double %56, ptr %7, align 8
  store double %58, ptr %8, align 8
  store double %59, ptr %9, align 8
  %60 = load double, ptr %7, align 8
  %61 = load double, ptr %8, align 8
  %62 = load double, ptr %9, align 8
  %63 = call contract noundef double @llvm.fma.f64(double %60, double %61, double %62)
  store double %52, ptr %10, align 8
  store double %54, ptr %11, align 8
  store double %63, ptr %12, align 8
  %64 = load double, ptr %10, align 8
  %65 = load double, ptr %11, align 8
  %66 = load double, ptr %12, align 8
  %67 = call contract noundef double @llvm.fma.f64(double %64, double %65, double %66)
  store double %67, ptr %6, align 8
  %68 = load double, ptr %6, align 8
  %69 = call contract noundef double @llvm.sqrt.f64(double %68)
  %70 = load ptr, ptr %20, align 8
  %71 = load i32, ptr %24, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds double, ptr %70, i64 %72
  store double %69, ptr %73, align 8
  %74 = getelementptr inbounds %struct.P3, ptr %28, i32 0, i32 0
  %75 = load double, ptr %74, align 8
  %76 = getelementptr inbounds %struct.P3, ptr %28, i32 0, i32 1
  %77 = load double, ptr %76, align 8
  %78 = fdiv contract double %75, %77
  %79 = load ptr, ptr %21, align 8
  %80 = load i32, ptr %24, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds double, ptr %79, i64 %81
  store double %78, ptr %82, align 8
  %83 = getelementptr inbounds %struct.P3, ptr %28, i32 0, i32 2
  %84 = load double, ptr %83, align 8
  %85 = fdiv contract double 1.000000e+00, %84
  store double %85, ptr %30, align 8
  %86 = getelementptr inbounds %struct.P3, ptr %28, i32 0, i32 2
  %87 = load double, ptr %86, align 8
  %88 = fneg contract double %87
  %89 = load double, ptr %30, align 8
  store double %88, ptr %13, align 8
  store double %89, ptr %14, align 8
  store double 1.000000e+00, ptr %15, align 8
  %90 = load double, ptr %13, align 8
  %91 = load double, ptr %14, align 8
  %92 = load double, ptr %15, align 8
  %93 = call contract noundef double @llvm.fma.f64(double %90, double %91, double %92)
  store double %93, ptr %31, align 8
  %94 = load double, ptr %30, align 8
  %95 = load double, ptr %31, align 8
  %96 = load double, ptr %30, align 8
  store double %94, ptr %16, align 8
  store double %95, ptr %17, align 8
  store double %96, ptr %18, align 8
  %97 = load double, ptr %16, align 8
  %98 = load double, ptr %17, align 8
  %99 = load double, ptr %18, align 8
  %100 = call contract noundef double @llvm.fma.f64(double %97, double %98, double %99)
  %101 = load ptr, ptr %22, align 8
  %102 = load i32, ptr %24, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds double, ptr %101, i64 %103
  store double %100, ptr %104, align 8
  br label %105

105:                                              ; preds = %41, %40
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z3dotPKdS0_iPd, !"kernel", i32 1}
!1 = !{ptr @_Z6hornerPKdS0_iPdi, !"kernel", i32 1}
!2 = !{ptr @_Z8geometryPK2P3PdS2_S2_i, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
