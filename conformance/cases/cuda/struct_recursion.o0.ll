; ModuleID = 'struct_recursion.cu'
source_filename = "struct_recursion.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Vec3 = type { float, float, float }
%struct.Params = type { i32, float, double, i16, [6 x i8], i32 }
%struct.CudaBlockIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }
%struct.CudaThreadIdx = type { i8 }
%struct.Node = type { i32, i32, i32 }
%struct.MinMax = type { i32, i32 }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Vec3 @_Z9scale_add4Vec3S_f(ptr noundef byval(%struct.Vec3) align 4 %0, ptr noundef byval(%struct.Vec3) align 4 %1, float noundef %2) #0 {
  %4 = alloca %struct.Vec3, align 4
  %5 = alloca float, align 4
  store float %2, ptr %5, align 4
  %6 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = load float, ptr %5, align 4
  %9 = fmul contract float %7, %8
  %10 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 0
  %11 = load float, ptr %10, align 4
  %12 = fadd contract float %9, %11
  %13 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 0
  store float %12, ptr %13, align 4
  %14 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = load float, ptr %5, align 4
  %17 = fmul contract float %15, %16
  %18 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 1
  %19 = load float, ptr %18, align 4
  %20 = fadd contract float %17, %19
  %21 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 1
  store float %20, ptr %21, align 4
  %22 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %23 = load float, ptr %22, align 4
  %24 = load float, ptr %5, align 4
  %25 = fmul contract float %23, %24
  %26 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 2
  %27 = load float, ptr %26, align 4
  %28 = fadd contract float %25, %27
  %29 = getelementptr inbounds %struct.Vec3, ptr %4, i32 0, i32 2
  store float %28, ptr %29, align 4
  %30 = load %struct.Vec3, ptr %4, align 4
  ret %struct.Vec3 %30
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z3dot4Vec3S_(ptr noundef byval(%struct.Vec3) align 4 %0, ptr noundef byval(%struct.Vec3) align 4 %1) #0 {
  %3 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 0
  %4 = load float, ptr %3, align 4
  %5 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  %7 = fmul contract float %4, %6
  %8 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 1
  %11 = load float, ptr %10, align 4
  %12 = fmul contract float %9, %11
  %13 = fadd contract float %7, %12
  %14 = getelementptr inbounds %struct.Vec3, ptr %0, i32 0, i32 2
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds %struct.Vec3, ptr %1, i32 0, i32 2
  %17 = load float, ptr %16, align 4
  %18 = fmul contract float %15, %17
  %19 = fadd contract float %13, %18
  ret float %19
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9transform6ParamsPK4Vec3PS0_PfPi(ptr noundef byval(%struct.Params) align 8 %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.CudaBlockIdx, align 1
  %12 = alloca %struct.CudaBlockDim, align 1
  %13 = alloca %struct.CudaThreadIdx, align 1
  %14 = alloca %struct.Vec3, align 4
  %15 = alloca %struct.Vec3, align 4
  %16 = alloca %struct.Vec3, align 4
  %17 = alloca %struct.Vec3, align 4
  %18 = alloca float, align 4
  %19 = alloca %struct.Vec3, align 4
  %20 = alloca %struct.Vec3, align 4
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store ptr %4, ptr %9, align 8
  %21 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = mul i32 %21, %22
  %24 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = add i32 %23, %24
  store i32 %25, ptr %10, align 4
  %26 = load i32, ptr %10, align 4
  %27 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 0
  %28 = load i32, ptr %27, align 8
  %29 = icmp sge i32 %26, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %5
  br label %102

31:                                               ; preds = %5
  %32 = getelementptr inbounds %struct.Vec3, ptr %14, i32 0, i32 0
  %33 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 2
  %34 = load double, ptr %33, align 8
  %35 = fptrunc double %34 to float
  store float %35, ptr %32, align 4
  %36 = getelementptr inbounds %struct.Vec3, ptr %14, i32 0, i32 1
  %37 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 3
  %38 = load i16, ptr %37, align 8
  %39 = sitofp i16 %38 to float
  store float %39, ptr %36, align 4
  %40 = getelementptr inbounds %struct.Vec3, ptr %14, i32 0, i32 2
  %41 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 4
  %42 = load i32, ptr %10, align 4
  %43 = srem i32 %42, 6
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [6 x i8], ptr %41, i64 0, i64 %44
  %46 = load i8, ptr %45, align 1
  %47 = sitofp i8 %46 to float
  store float %47, ptr %40, align 4
  %48 = load ptr, ptr %6, align 8
  %49 = load i32, ptr %10, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds %struct.Vec3, ptr %48, i64 %50
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 4 %51, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %14, i64 12, i1 false)
  %52 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 1
  %53 = load float, ptr %52, align 4
  %54 = call %struct.Vec3 @_Z9scale_add4Vec3S_f(ptr noundef byval(%struct.Vec3) align 4 %16, ptr noundef byval(%struct.Vec3) align 4 %17, float noundef %53) #4
  %55 = getelementptr inbounds %struct.Vec3, ptr %15, i32 0, i32 0
  %56 = extractvalue %struct.Vec3 %54, 0
  store float %56, ptr %55, align 4
  %57 = getelementptr inbounds %struct.Vec3, ptr %15, i32 0, i32 1
  %58 = extractvalue %struct.Vec3 %54, 1
  store float %58, ptr %57, align 4
  %59 = getelementptr inbounds %struct.Vec3, ptr %15, i32 0, i32 2
  %60 = extractvalue %struct.Vec3 %54, 2
  store float %60, ptr %59, align 4
  %61 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 5
  %62 = load i32, ptr %61, align 8
  %63 = icmp eq i32 %62, 1
  br i1 %63, label %64, label %72

64:                                               ; preds = %31
  %65 = getelementptr inbounds %struct.Vec3, ptr %15, i32 0, i32 0
  %66 = load float, ptr %65, align 4
  store float %66, ptr %18, align 4
  %67 = getelementptr inbounds %struct.Vec3, ptr %15, i32 0, i32 2
  %68 = load float, ptr %67, align 4
  %69 = getelementptr inbounds %struct.Vec3, ptr %15, i32 0, i32 0
  store float %68, ptr %69, align 4
  %70 = load float, ptr %18, align 4
  %71 = getelementptr inbounds %struct.Vec3, ptr %15, i32 0, i32 2
  store float %70, ptr %71, align 4
  br label %72

72:                                               ; preds = %64, %31
  %73 = load ptr, ptr %7, align 8
  %74 = load i32, ptr %10, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds %struct.Vec3, ptr %73, i64 %75
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %76, ptr align 4 %15, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 4 %15, i64 12, i1 false)
  %77 = load ptr, ptr %6, align 8
  %78 = load i32, ptr %10, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds %struct.Vec3, ptr %77, i64 %79
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 %80, i64 12, i1 false)
  %81 = call contract noundef float @_Z3dot4Vec3S_(ptr noundef byval(%struct.Vec3) align 4 %19, ptr noundef byval(%struct.Vec3) align 4 %20) #4
  %82 = load ptr, ptr %8, align 8
  %83 = load i32, ptr %10, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %82, i64 %84
  store float %81, ptr %85, align 4
  %86 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 4
  %87 = load i32, ptr %10, align 4
  %88 = srem i32 %87, 6
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [6 x i8], ptr %86, i64 0, i64 %89
  %91 = load i8, ptr %90, align 1
  %92 = sext i8 %91 to i32
  %93 = mul nsw i32 %92, 1000
  %94 = getelementptr inbounds %struct.Params, ptr %0, i32 0, i32 3
  %95 = load i16, ptr %94, align 8
  %96 = sext i16 %95 to i32
  %97 = add nsw i32 %93, %96
  %98 = load ptr, ptr %9, align 8
  %99 = load i32, ptr %10, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr %98, i64 %100
  store i32 %97, ptr %101, align 4
  br label %102

102:                                              ; preds = %72, %30
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z11subtree_sumPK4Nodei(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Node, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %2
  store i32 0, ptr %3, align 4
  br label %27

10:                                               ; preds = %2
  %11 = load ptr, ptr %4, align 8
  %12 = load i32, ptr %5, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds %struct.Node, ptr %11, i64 %13
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %14, i64 12, i1 false)
  %15 = getelementptr inbounds %struct.Node, ptr %6, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.Node, ptr %6, i32 0, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = call noundef i32 @_Z11subtree_sumPK4Nodei(ptr noundef %17, i32 noundef %19) #4
  %21 = add nsw i32 %16, %20
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds %struct.Node, ptr %6, i32 0, i32 2
  %24 = load i32, ptr %23, align 4
  %25 = call noundef i32 @_Z11subtree_sumPK4Nodei(ptr noundef %22, i32 noundef %24) #4
  %26 = add nsw i32 %21, %25
  store i32 %26, ptr %3, align 4
  br label %27

27:                                               ; preds = %10, %9
  %28 = load i32, ptr %3, align 4
  ret i32 %28
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.MinMax @_Z7min_maxPKiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.MinMax, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.MinMax, align 4
  %10 = alloca %struct.MinMax, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %6, align 4
  %13 = sub nsw i32 %11, %12
  %14 = icmp eq i32 %13, 1
  br i1 %14, label %15, label %28

15:                                               ; preds = %3
  %16 = getelementptr inbounds %struct.MinMax, ptr %4, i32 0, i32 0
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %16, align 4
  %22 = getelementptr inbounds %struct.MinMax, ptr %4, i32 0, i32 1
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %23, i64 %25
  %27 = load i32, ptr %26, align 4
  store i32 %27, ptr %22, align 4
  br label %79

28:                                               ; preds = %3
  %29 = load i32, ptr %6, align 4
  %30 = load i32, ptr %7, align 4
  %31 = load i32, ptr %6, align 4
  %32 = sub nsw i32 %30, %31
  %33 = sdiv i32 %32, 2
  %34 = add nsw i32 %29, %33
  store i32 %34, ptr %8, align 4
  %35 = load ptr, ptr %5, align 8
  %36 = load i32, ptr %6, align 4
  %37 = load i32, ptr %8, align 4
  %38 = call %struct.MinMax @_Z7min_maxPKiii(ptr noundef %35, i32 noundef %36, i32 noundef %37) #4
  %39 = getelementptr inbounds %struct.MinMax, ptr %9, i32 0, i32 0
  %40 = extractvalue %struct.MinMax %38, 0
  store i32 %40, ptr %39, align 4
  %41 = getelementptr inbounds %struct.MinMax, ptr %9, i32 0, i32 1
  %42 = extractvalue %struct.MinMax %38, 1
  store i32 %42, ptr %41, align 4
  %43 = load ptr, ptr %5, align 8
  %44 = load i32, ptr %8, align 4
  %45 = load i32, ptr %7, align 4
  %46 = call %struct.MinMax @_Z7min_maxPKiii(ptr noundef %43, i32 noundef %44, i32 noundef %45) #4
  %47 = getelementptr inbounds %struct.MinMax, ptr %10, i32 0, i32 0
  %48 = extractvalue %struct.MinMax %46, 0
  store i32 %48, ptr %47, align 4
  %49 = getelementptr inbounds %struct.MinMax, ptr %10, i32 0, i32 1
  %50 = extractvalue %struct.MinMax %46, 1
  store i32 %50, ptr %49, align 4
  %51 = getelementptr inbounds %struct.MinMax, ptr %4, i32 0, i32 0
  %52 = getelementptr inbounds %struct.MinMax, ptr %9, i32 0, i32 0
  %53 = load i32, ptr %52, align 4
  %54 = getelementptr inbounds %struct.MinMax, ptr %10, i32 0, i32 0
  %55 = load i32, ptr %54, align 4
  %56 = icmp slt i32 %53, %55
  br i1 %56, label %57, label %60

57:                                               ; preds = %28
  %58 = getelementptr inbounds %struct.MinMax, ptr %9, i32 0, i32 0
  %59 = load i32, ptr %58, align 4
  br label %63

60:                                               ; preds = %28
  %61 = getelementptr inbounds %struct.MinMax, ptr %10, i32 0, i32 0
  %62 = load i32, ptr %61, align 4
  br label %63

63:                                               ; preds = %60, %57
  %64 = phi i32 [ %59, %57 ], [ %62, %60 ]
  store i32 %64, ptr %51, align 4
  %65 = getelementptr inbounds %struct.MinMax, ptr %4, i32 0, i32 1
  %66 = getelementptr inbounds %struct.MinMax, ptr %9, i32 0, i32 1
  %67 = load i32, ptr %66, align 4
  %68 = getelementptr inbounds %struct.MinMax, ptr %10, i32 0, i32 1
  %69 = load i32, ptr %68, align 4
  %70 = icmp sgt i32 %67, %69
  br i1 %70, label %71, label %74

71:                                               ; preds = %63
  %72 = getelementptr inbounds %struct.MinMax, ptr %9, i32 0, i32 1
  %73 = load i32, ptr %72, align 4
  br label %77

74:                                               ; preds = %63
  %75 = getelementptr inbounds %struct.MinMax, ptr %10, i32 0, i32 1
  %76 = load i32, ptr %75, align 4
  br label %77

77:                                               ; preds = %74, %71
  %78 = phi i32 [ %73, %71 ], [ %76, %74 ]
  store i32 %78, ptr %65, align 4
  br label %79

79:                                               ; preds = %77, %15
  %80 = load %struct.MinMax, ptr %4, align 4
  ret %struct.MinMax %80
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i64 @_Z5binomii(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %12, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %13

12:                                               ; preds = %8, %2
  store i64 1, ptr %3, align 8
  br label %24

13:                                               ; preds = %8
  %14 = load i32, ptr %4, align 4
  %15 = sub nsw i32 %14, 1
  %16 = load i32, ptr %5, align 4
  %17 = sub nsw i32 %16, 1
  %18 = call noundef i64 @_Z5binomii(i32 noundef %15, i32 noundef %17) #4
  %19 = load i32, ptr %4, align 4
  %20 = sub nsw i32 %19, 1
  %21 = load i32, ptr %5, align 4
  %22 = call noundef i64 @_Z5binomii(i32 noundef %20, i32 noundef %21) #4
  %23 = add i64 %18, %22
  store i64 %23, ptr %3, align 8
  br label %24

24:                                               ; preds = %13, %12
  %25 = load i64, ptr %3, align 8
  ret i64 %25
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z7recursePK4NodeiPKiPiP6MinMaxPy(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.CudaBlockIdx, align 1
  %15 = alloca %struct.CudaBlockDim, align 1
  %16 = alloca %struct.CudaThreadIdx, align 1
  %17 = alloca i32, align 4
  %18 = alloca %struct.MinMax, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %21 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = mul i32 %21, %22
  %24 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = add i32 %23, %24
  store i32 %25, ptr %13, align 4
  %26 = load i32, ptr %13, align 4
  %27 = load i32, ptr %8, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %37

29:                                               ; preds = %6
  %30 = load ptr, ptr %7, align 8
  %31 = load i32, ptr %13, align 4
  %32 = call noundef i32 @_Z11subtree_sumPK4Nodei(ptr noundef %30, i32 noundef %31) #4
  %33 = load ptr, ptr %10, align 8
  %34 = load i32, ptr %13, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %33, i64 %35
  store i32 %32, ptr %36, align 4
  br label %37

37:                                               ; preds = %29, %6
  %38 = load i32, ptr %13, align 4
  %39 = srem i32 %38, 29
  %40 = add nsw i32 1, %39
  store i32 %40, ptr %17, align 4
  %41 = load ptr, ptr %9, align 8
  %42 = load i32, ptr %13, align 4
  %43 = load i32, ptr %13, align 4
  %44 = load i32, ptr %17, align 4
  %45 = add nsw i32 %43, %44
  %46 = call %struct.MinMax @_Z7min_maxPKiii(ptr noundef %41, i32 noundef %42, i32 noundef %45) #4
  %47 = getelementptr inbounds %struct.MinMax, ptr %18, i32 0, i32 0
  %48 = extractvalue %struct.MinMax %46, 0
  store i32 %48, ptr %47, align 4
  %49 = getelementptr inbounds %struct.MinMax, ptr %18, i32 0, i32 1
  %50 = extractvalue %struct.MinMax %46, 1
  store i32 %50, ptr %49, align 4
  %51 = load ptr, ptr %11, align 8
  %52 = load i32, ptr %13, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds %struct.MinMax, ptr %51, i64 %53
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %54, ptr align 4 %18, i64 8, i1 false)
  %55 = load i32, ptr %13, align 4
  %56 = srem i32 %55, 13
  store i32 %56, ptr %19, align 4
  %57 = load i32, ptr %13, align 4
  %58 = sdiv i32 %57, 13
  %59 = load i32, ptr %19, align 4
  %60 = add nsw i32 %59, 1
  %61 = srem i32 %58, %60
  store i32 %61, ptr %20, align 4
  %62 = load i32, ptr %19, align 4
  %63 = load i32, ptr %20, align 4
  %64 = call noundef i64 @_Z5binomii(i32 noundef %62, i32 noundef %63) #4
  %65 = load ptr, ptr %12, align 8
  %66 = load i32, ptr %13, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i64, ptr %65, i64 %67
  store i64 %64, ptr %68, align 8
  ret void
}

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

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z9transform6ParamsPK4Vec3PS0_PfPi, !"kernel", i32 1}
!1 = !{ptr @_Z7recursePK4NodeiPKiPiP6MinMaxPy, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
