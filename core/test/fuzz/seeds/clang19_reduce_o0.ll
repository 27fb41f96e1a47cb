; ModuleID = 'reduce.cu'
source_filename = "reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.NvsimBlockIdx = type { i8 }
%struct.NvsimBlockDim = type { i8 }
%struct.NvsimThreadIdx = type { i8 }
%struct.NvsimGridDim = type { i8 }

@partial = dso_local addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z7warpSumf(float noundef %0) #0 {
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
  %26 = sdiv i32 %25, 2
  store i32 %26, ptr %7, align 4
  br label %8, !llvm.loop !6

27:                                               ; preds = %8
  %28 = load float, ptr %6, align 4
  ret float %28
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z6reducePKfPfPji(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca float, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.NvsimBlockIdx, align 1
  %15 = alloca %struct.NvsimBlockDim, align 1
  %16 = alloca %struct.NvsimThreadIdx, align 1
  %17 = alloca float, align 4
  %18 = alloca %struct.NvsimThreadIdx, align 1
  %19 = alloca %struct.NvsimThreadIdx, align 1
  %20 = alloca %struct.NvsimThreadIdx, align 1
  %21 = alloca %struct.NvsimThreadIdx, align 1
  %22 = alloca %struct.NvsimBlockDim, align 1
  %23 = alloca %struct.NvsimThreadIdx, align 1
  %24 = alloca %struct.NvsimThreadIdx, align 1
  %25 = alloca %struct.NvsimGridDim, align 1
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store i32 %3, ptr %12, align 4
  %26 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %28 = mul i32 %26, %27
  %29 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = add i32 %28, %29
  store i32 %30, ptr %13, align 4
  %31 = load i32, ptr %13, align 4
  %32 = load i32, ptr %12, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %40

34:                                               ; preds = %4
  %35 = load ptr, ptr %9, align 8
  %36 = load i32, ptr %13, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %35, i64 %37
  %39 = load float, ptr %38, align 4
  br label %41

40:                                               ; preds = %4
  br label %41

41:                                               ; preds = %40, %34
  %42 = phi contract float [ %39, %34 ], [ 0.000000e+00, %40 ]
  store float %42, ptr %17, align 4
  %43 = load float, ptr %17, align 4
  %44 = call contract noundef float @_Z7warpSumf(float noundef %43) #6
  store float %44, ptr %17, align 4
  %45 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %46 = urem i32 %45, 32
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %54

48:                                               ; preds = %41
  %49 = load float, ptr %17, align 4
  %50 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %51 = udiv i32 %50, 32
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @partial to ptr), i64 0, i64 %52
  store float %49, ptr %53, align 4
  br label %54

54:                                               ; preds = %48, %41
  call void @llvm.nvvm.barrier0()
  %55 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %56 = icmp ult i32 %55, 32
  br i1 %56, label %57, label %86

57:                                               ; preds = %54
  %58 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %59 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %60 = udiv i32 %59, 32
  %61 = icmp ult i32 %58, %60
  br i1 %61, label %62, label %67

62:                                               ; preds = %57
  %63 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @partial to ptr), i64 0, i64 %64
  %66 = load float, ptr %65, align 4
  br label %68

67:                                               ; preds = %57
  br label %68

68:                                               ; preds = %67, %62
  %69 = phi contract float [ %66, %62 ], [ 0.000000e+00, %67 ]
  store float %69, ptr %17, align 4
  %70 = load float, ptr %17, align 4
  %71 = call contract noundef float @_Z7warpSumf(float noundef %70) #6
  store float %71, ptr %17, align 4
  %72 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %74, label %85

74:                                               ; preds = %68
  %75 = load ptr, ptr %10, align 8
  %76 = load float, ptr %17, align 4
  store ptr %75, ptr %7, align 8
  store float %76, ptr %8, align 4
  %77 = load ptr, ptr %7, align 8
  %78 = load float, ptr %8, align 4
  %79 = atomicrmw fadd ptr %77, float %78 seq_cst, align 4
  %80 = load ptr, ptr %11, align 8
  %81 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  store ptr %80, ptr %5, align 8
  store i32 %81, ptr %6, align 4
  %82 = load ptr, ptr %5, align 8
  %83 = load i32, ptr %6, align 4
  %84 = call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %82, i32 %83)
  br label %85

85:                                               ; preds = %74, %68
  br label %86

86:                                               ; preds = %85, %54
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nounwind memory(argmem: readwrite) }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z6reducePKfPfPji, !"kernel", i32 1}
!1 = !{ptr @_Z6reducePKfPfPji, !"maxntidx", i32 256}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
