; ModuleID = 'reduce_scan.cu'
source_filename = "reduce_scan.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockIdx = type { i8 }

@_ZZ12block_reducePKfPfiE1s = internal addrspace(3) global [128 x float] undef, align 4
@_ZZ10block_scanPKiPiS1_S1_iE3buf = internal addrspace(3) global [2 x [128 x i32]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z12block_reducePKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca i32, align 4
  %10 = alloca %struct.CudaBlockIdx, align 1
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.CudaBlockIdx, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %14, ptr %7, align 4
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = mul i32 %15, 256
  %17 = load i32, ptr %7, align 4
  %18 = add i32 %16, %17
  store i32 %18, ptr %9, align 4
  store float 0.000000e+00, ptr %11, align 4
  %19 = load i32, ptr %9, align 4
  %20 = load i32, ptr %6, align 4
  %21 = icmp ult i32 %19, %20
  br i1 %21, label %22, label %28

22:                                               ; preds = %3
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %9, align 4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %23, i64 %25
  %27 = load float, ptr %26, align 4
  store float %27, ptr %11, align 4
  br label %28

28:                                               ; preds = %22, %3
  %29 = load i32, ptr %9, align 4
  %30 = add i32 %29, 128
  %31 = load i32, ptr %6, align 4
  %32 = icmp ult i32 %30, %31
  br i1 %32, label %33, label %42

33:                                               ; preds = %28
  %34 = load ptr, ptr %4, align 8
  %35 = load i32, ptr %9, align 4
  %36 = add i32 %35, 128
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %34, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = load float, ptr %11, align 4
  %41 = fadd contract float %40, %39
  store float %41, ptr %11, align 4
  br label %42

42:                                               ; preds = %33, %28
  %43 = load float, ptr %11, align 4
  %44 = load i32, ptr %7, align 4
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reducePKfPfiE1s to ptr), i64 0, i64 %45
  store float %43, ptr %46, align 4
  call void @llvm.nvvm.barrier0()
  store i32 64, ptr %12, align 4
  br label %47

47:                                               ; preds = %67, %42
  %48 = load i32, ptr %12, align 4
  %49 = icmp ugt i32 %48, 0
  br i1 %49, label %50, label %70

50:                                               ; preds = %47
  %51 = load i32, ptr %7, align 4
  %52 = load i32, ptr %12, align 4
  %53 = icmp ult i32 %51, %52
  br i1 %53, label %54, label %66

54:                                               ; preds = %50
  %55 = load i32, ptr %7, align 4
  %56 = load i32, ptr %12, align 4
  %57 = add i32 %55, %56
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reducePKfPfiE1s to ptr), i64 0, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = load i32, ptr %7, align 4
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reducePKfPfiE1s to ptr), i64 0, i64 %62
  %64 = load float, ptr %63, align 4
  %65 = fadd contract float %64, %60
  store float %65, ptr %63, align 4
  br label %66

66:                                               ; preds = %54, %50
  call void @llvm.nvvm.barrier0()
  br label %67

67:                                               ; preds = %66
  %68 = load i32, ptr %12, align 4
  %69 = lshr i32 %68, 1
  store i32 %69, ptr %12, align 4
  br label %47, !llvm.loop !6

70:                                               ; preds = %47
  %71 = load i32, ptr %7, align 4
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %73, label %79

73:                                               ; preds = %70
  %74 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_reducePKfPfiE1s to ptr), align 4
  %75 = load ptr, ptr %5, align 8
  %76 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %75, i64 %77
  store float %74, ptr %78, align 4
  br label %79

79:                                               ; preds = %73, %70
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z10block_scanPKiPiS1_S1_i(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.CudaThreadIdx, align 1
  %14 = alloca i32, align 4
  %15 = alloca %struct.CudaBlockIdx, align 1
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca %struct.CudaBlockIdx, align 1
  %22 = alloca i32, align 4
  %23 = alloca %struct.CudaBlockIdx, align 1
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  %24 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %24, ptr %12, align 4
  %25 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = mul i32 %25, 128
  %27 = load i32, ptr %12, align 4
  %28 = add i32 %26, %27
  store i32 %28, ptr %14, align 4
  %29 = load i32, ptr %14, align 4
  %30 = load i32, ptr %11, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %38

32:                                               ; preds = %5
  %33 = load ptr, ptr %7, align 8
  %34 = load i32, ptr %14, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %33, i64 %35
  %37 = load i32, ptr %36, align 4
  br label %39

38:                                               ; preds = %5
  br label %39

39:                                               ; preds = %38, %32
  %40 = phi i32 [ %37, %32 ], [ 0, %38 ]
  store i32 %40, ptr %16, align 4
  store i32 0, ptr %17, align 4
  %41 = load i32, ptr %16, align 4
  %42 = load i32, ptr %12, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiS1_S1_iE3buf to ptr), i64 0, i64 %43
  store i32 %41, ptr %44, align 4
  call void @llvm.nvvm.barrier0()
  store i32 1, ptr %18, align 4
  br label %45

45:                                               ; preds = %82, %39
  %46 = load i32, ptr %18, align 4
  %47 = icmp slt i32 %46, 128
  br i1 %47, label %48, label %85

48:                                               ; preds = %45
  %49 = load i32, ptr %17, align 4
  %50 = sub nsw i32 1, %49
  store i32 %50, ptr %19, align 4
  %51 = load i32, ptr %17, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [2 x [128 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiS1_S1_iE3buf to ptr), i64 0, i64 %52
  %54 = load i32, ptr %12, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [128 x i32], ptr %53, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4
  store i32 %57, ptr %20, align 4
  %58 = load i32, ptr %12, align 4
  %59 = load i32, ptr %18, align 4
  %60 = icmp sge i32 %58, %59
  br i1 %60, label %61, label %73

61:                                               ; preds = %48
  %62 = load i32, ptr %17, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [2 x [128 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiS1_S1_iE3buf to ptr), i64 0, i64 %63
  %65 = load i32, ptr %12, align 4
  %66 = load i32, ptr %18, align 4
  %67 = sub nsw i32 %65, %66
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [128 x i32], ptr %64, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = load i32, ptr %20, align 4
  %72 = add nsw i32 %71, %70
  store i32 %72, ptr %20, align 4
  br label %73

73:                                               ; preds = %61, %48
  %74 = load i32, ptr %20, align 4
  %75 = load i32, ptr %19, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [2 x [128 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiS1_S1_iE3buf to ptr), i64 0, i64 %76
  %78 = load i32, ptr %12, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [128 x i32], ptr %77, i64 0, i64 %79
  store i32 %74, ptr %80, align 4
  %81 = load i32, ptr %19, align 4
  store i32 %81, ptr %17, align 4
  call void @llvm.nvvm.barrier0()
  br label %82

82:                                               ; preds = %73
  %83 = load i32, ptr %18, align 4
  %84 = shl i32 %83, 1
  store i32 %84, ptr %18, align 4
  br label %45, !llvm.loop !8

85:                                               ; preds = %45
  %86 = load i32, ptr %14, align 4
  %87 = load i32, ptr %11, align 4
  %88 = icmp slt i32 %86, %87
  br i1 %88, label %89, label %101

89:                                               ; preds = %85
  %90 = load i32, ptr %17, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [2 x [128 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiS1_S1_iE3buf to ptr), i64 0, i64 %91
  %93 = load i32, ptr %12, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [128 x i32], ptr %92, i64 0, i64 %94
  %96 = load i32, ptr %95, align 4
  %97 = load ptr, ptr %8, align 8
  %98 = load i32, ptr %14, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, ptr %97, i64 %99
  store i32 %96, ptr %100, align 4
  br label %101

101:                                              ; preds = %89, %85
  %102 = load i32, ptr %12, align 4
  %103 = icmp eq i32 %102, 127
  br i1 %103, label %104, label %116

104:                                              ; preds = %101
  %105 = load i32, ptr %17, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [2 x [128 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_scanPKiPiS1_S1_iE3buf to ptr), i64 0, i64 %106
  %108 = load i32, ptr %12, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [128 x i32], ptr %107, i64 0, i64 %109
  %111 = load i32, ptr %110, align 4
  %112 = load ptr, ptr %9, align 8
  %113 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr %112, i64 %114
  store i32 %111, ptr %115, align 4
  br label %116

116:                                              ; preds = %104, %101
  %117 = load i32, ptr %16, align 4
  %118 = icmp sgt i32 %117, 0
  %119 = zext i1 %118 to i32
  store i32 %119, ptr %6, align 4
  %120 = load i32, ptr %6, align 4
  %121 = call noundef i32 @llvm.nvvm.barrier0.popc(i32 %120)
  store i32 %121, ptr %22, align 4
  %122 = load i32, ptr %12, align 4
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %124, label %130

124:                                              ; preds = %116
  %125 = load i32, ptr %22, align 4
  %126 = load ptr, ptr %10, align 8
  %127 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %128 = zext i32 %127 to i64
  %129 = getelementptr inbounds i32, ptr %126, i64 %128
  store i32 %125, ptr %129, align 4
  br label %130

130:                                              ; preds = %124, %116
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z12block_reducePKfPfi, !"kernel", i32 1}
!1 = !{ptr @_Z10block_scanPKiPiS1_S1_i, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
