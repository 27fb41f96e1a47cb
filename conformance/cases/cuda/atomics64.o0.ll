; ModuleID = 'atomics64.cu'
source_filename = "atomics64.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaBlockIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }
%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z6sums64PKyiPyS1_S1_S1_(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca %struct.CudaBlockIdx, align 1
  %25 = alloca %struct.CudaBlockDim, align 1
  %26 = alloca %struct.CudaThreadIdx, align 1
  %27 = alloca i64, align 8
  store ptr %0, ptr %17, align 8
  store i32 %1, ptr %18, align 4
  store ptr %2, ptr %19, align 8
  store ptr %3, ptr %20, align 8
  store ptr %4, ptr %21, align 8
  store ptr %5, ptr %22, align 8
  %28 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %30 = mul i32 %28, %29
  %31 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = add i32 %30, %31
  store i32 %32, ptr %23, align 4
  %33 = load i32, ptr %23, align 4
  %34 = load i32, ptr %18, align 4
  %35 = icmp sge i32 %33, %34
  br i1 %35, label %36, label %37

36:                                               ; preds = %6
  br label %99

37:                                               ; preds = %6
  %38 = load ptr, ptr %17, align 8
  %39 = load i32, ptr %23, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i64, ptr %38, i64 %40
  %42 = load i64, ptr %41, align 8
  store i64 %42, ptr %27, align 8
  %43 = load ptr, ptr %19, align 8
  %44 = load i64, ptr %27, align 8
  store ptr %43, ptr %13, align 8
  store i64 %44, ptr %14, align 8
  %45 = load ptr, ptr %13, align 8
  %46 = load i64, ptr %14, align 8
  %47 = atomicrmw add ptr %45, i64 %46 seq_cst, align 8
  %48 = load ptr, ptr %20, align 8
  %49 = load i32, ptr %23, align 4
  %50 = srem i32 %49, 8
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i64, ptr %48, i64 %51
  %53 = load i32, ptr %23, align 4
  %54 = srem i32 %53, 8
  %55 = icmp eq i32 %54, 7
  br i1 %55, label %56, label %59

56:                                               ; preds = %37
  %57 = load i64, ptr %27, align 8
  %58 = shl i64 %57, 22
  br label %61

59:                                               ; preds = %37
  %60 = load i64, ptr %27, align 8
  br label %61

61:                                               ; preds = %59, %56
  %62 = phi i64 [ %58, %56 ], [ %60, %59 ]
  store ptr %52, ptr %15, align 8
  store i64 %62, ptr %16, align 8
  %63 = load ptr, ptr %15, align 8
  %64 = load i64, ptr %16, align 8
  %65 = atomicrmw add ptr %63, i64 %64 seq_cst, align 8
  %66 = load ptr, ptr %21, align 8
  %67 = getelementptr inbounds i64, ptr %66, i64 0
  %68 = load i64, ptr %27, align 8
  %69 = load i32, ptr %23, align 4
  %70 = and i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = shl i64 %71, 63
  %73 = xor i64 %68, %72
  store ptr %67, ptr %11, align 8
  store i64 %73, ptr %12, align 8
  %74 = load ptr, ptr %11, align 8
  %75 = load i64, ptr %12, align 8
  %76 = atomicrmw umax ptr %74, i64 %75 seq_cst, align 8
  %77 = load ptr, ptr %21, align 8
  %78 = getelementptr inbounds i64, ptr %77, i64 1
  %79 = load i64, ptr %27, align 8
  %80 = load i32, ptr %23, align 4
  %81 = and i32 %80, 1
  %82 = sext i32 %81 to i64
  %83 = shl i64 %82, 63
  %84 = xor i64 %79, %83
  store ptr %78, ptr %9, align 8
  store i64 %84, ptr %10, align 8
  %85 = load ptr, ptr %9, align 8
  %86 = load i64, ptr %10, align 8
  %87 = atomicrmw umin ptr %85, i64 %86 seq_cst, align 8
  %88 = load ptr, ptr %22, align 8
  %89 = load i64, ptr %27, align 8
  %90 = lshr i64 %89, 6
  %91 = urem i64 %90, 16
  %92 = getelementptr inbounds i64, ptr %88, i64 %91
  %93 = load i64, ptr %27, align 8
  %94 = and i64 %93, 63
  %95 = shl i64 1, %94
  store ptr %92, ptr %7, align 8
  store i64 %95, ptr %8, align 8
  %96 = load ptr, ptr %7, align 8
  %97 = load i64, ptr %8, align 8
  %98 = atomicrmw or ptr %96, i64 %97 seq_cst, align 8
  br label %99

99:                                               ; preds = %61, %36
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef double @_Z7cas_addPdd(ptr noundef %0, double noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca double, align 8
  store ptr %0, ptr %6, align 8
  store double %1, ptr %7, align 8
  %12 = load ptr, ptr %6, align 8
  store ptr %12, ptr %8, align 8
  %13 = load ptr, ptr %8, align 8
  %14 = load i64, ptr %13, align 8
  store i64 %14, ptr %9, align 8
  br label %15

15:                                               ; preds = %28, %2
  %16 = load i64, ptr %9, align 8
  store i64 %16, ptr %10, align 8
  %17 = load ptr, ptr %8, align 8
  %18 = load i64, ptr %10, align 8
  %19 = load double, ptr %10, align 8
  %20 = load double, ptr %7, align 8
  %21 = fadd contract double %19, %20
  store double %21, ptr %11, align 8
  %22 = load i64, ptr %11, align 8
  store ptr %17, ptr %3, align 8
  store i64 %18, ptr %4, align 8
  store i64 %22, ptr %5, align 8
  %23 = load ptr, ptr %3, align 8
  %24 = load i64, ptr %4, align 8
  %25 = load i64, ptr %5, align 8
  %26 = cmpxchg ptr %23, i64 %24, i64 %25 seq_cst seq_cst, align 8
  %27 = extractvalue { i64, i1 } %26, 0
  store i64 %27, ptr %9, align 8
  br label %28

28:                                               ; preds = %15
  %29 = load i64, ptr %10, align 8
  %30 = load i64, ptr %9, align 8
  %31 = icmp ne i64 %29, %30
  br i1 %31, label %15, label %32, !llvm.loop !7

32:                                               ; preds = %28
  %33 = load double, ptr %9, align 8
  ret double %33
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef double @_Z7cas_maxPdd(ptr noundef %0, double noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store double %1, ptr %7, align 8
  %11 = load ptr, ptr %6, align 8
  store ptr %11, ptr %8, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = load i64, ptr %12, align 8
  store i64 %13, ptr %9, align 8
  br label %14

14:                                               ; preds = %29, %2
  %15 = load i64, ptr %9, align 8
  store i64 %15, ptr %10, align 8
  %16 = load double, ptr %10, align 8
  %17 = load double, ptr %7, align 8
  %18 = fcmp contract oge double %16, %17
  br i1 %18, label %19, label %20

19:                                               ; preds = %14
  br label %33

20:                                               ; preds = %14
  %21 = load ptr, ptr %8, align 8
  %22 = load i64, ptr %10, align 8
  %23 = load i64, ptr %7, align 8
  store ptr %21, ptr %3, align 8
  store i64 %22, ptr %4, align 8
  store i64 %23, ptr %5, align 8
  %24 = load ptr, ptr %3, align 8
  %25 = load i64, ptr %4, align 8
  %26 = load i64, ptr %5, align 8
  %27 = cmpxchg ptr %24, i64 %25, i64 %26 seq_cst seq_cst, align 8
  %28 = extractvalue { i64, i1 } %27, 0
  store i64 %28, ptr %9, align 8
  br label %29

29:                                               ; preds = %20
  %30 = load i64, ptr %10, align 8
  %31 = load i64, ptr %9, align 8
  %32 = icmp ne i64 %30, %31
  br i1 %32, label %14, label %33, !llvm.loop !9

33:                                               ; preds = %29, %19
  %34 = load double, ptr %9, align 8
  ret double %34
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z7doublesPKdiPd(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.CudaBlockIdx, align 1
  %11 = alloca %struct.CudaBlockDim, align 1
  %12 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add i32 %15, %16
  store i32 %17, ptr %9, align 4
  %18 = load i32, ptr %9, align 4
  %19 = load i32, ptr %7, align 4
  %20 = icmp sge i32 %18, %19
  br i1 %20, label %21, label %22

21:                                               ; preds = %3
  br label %61

22:                                               ; preds = %3
  %23 = load ptr, ptr %8, align 8
  %24 = load i32, ptr %9, align 4
  %25 = srem i32 %24, 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %23, i64 %26
  %28 = load ptr, ptr %6, align 8
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  %32 = load double, ptr %31, align 8
  store ptr %27, ptr %4, align 8
  store double %32, ptr %5, align 8
  %33 = load ptr, ptr %4, align 8
  %34 = load double, ptr %5, align 8
  %35 = atomicrmw fadd ptr %33, double %34 seq_cst, align 8
  %36 = load ptr, ptr %8, align 8
  %37 = load i32, ptr %9, align 4
  %38 = srem i32 %37, 2
  %39 = add nsw i32 4, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, ptr %36, i64 %40
  %42 = load ptr, ptr %6, align 8
  %43 = load i32, ptr %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds double, ptr %42, i64 %44
  %46 = load double, ptr %45, align 8
  %47 = call contract noundef double @_Z7cas_addPdd(ptr noundef %41, double noundef %46) #3
  %48 = load ptr, ptr %8, align 8
  %49 = getelementptr inbounds double, ptr %48, i64 6
  %50 = load ptr, ptr %6, align 8
  %51 = load i32, ptr %9, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds double, ptr %50, i64 %52
  %54 = load double, ptr %53, align 8
  %55 = load i32, ptr %9, align 4
  %56 = mul nsw i32 %55, 37
  %57 = srem i32 %56, 101
  %58 = sitofp i32 %57 to double
  %59 = fmul contract double %54, %58
  %60 = call contract noundef double @_Z7cas_maxPdd(ptr noundef %49, double noundef %59) #3
  br label %61

61:                                               ; preds = %22, %21
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z5driftPKdiPd(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.CudaBlockIdx, align 1
  %11 = alloca %struct.CudaBlockDim, align 1
  %12 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add i32 %15, %16
  store i32 %17, ptr %9, align 4
  %18 = load i32, ptr %9, align 4
  %19 = load i32, ptr %7, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %31

21:                                               ; preds = %3
  %22 = load ptr, ptr %8, align 8
  %23 = load ptr, ptr %6, align 8
  %24 = load i32, ptr %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %23, i64 %25
  %27 = load double, ptr %26, align 8
  store ptr %22, ptr %4, align 8
  store double %27, ptr %5, align 8
  %28 = load ptr, ptr %4, align 8
  %29 = load double, ptr %5, align 8
  %30 = atomicrmw fadd ptr %28, double %29 seq_cst, align 8
  br label %31

31:                                               ; preds = %21, %3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}

!0 = !{ptr @_Z6sums64PKyiPyS1_S1_S1_, !"kernel", i32 1}
!1 = !{ptr @_Z7doublesPKdiPd, !"kernel", i32 1}
!2 = !{ptr @_Z5driftPKdiPd, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
