; ModuleID = 'matmul.cu'
source_filename = "matmul.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockIdx = type { i8 }

@_ZZ11sgemm_tilediiifPKfS0_fPfE2As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11sgemm_tilediiifPKfS0_fPf(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr noundef %4, ptr noundef %5, float noundef %6, ptr noundef %7) #0 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca float, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca %struct.CudaThreadIdx, align 1
  %19 = alloca i32, align 4
  %20 = alloca %struct.CudaThreadIdx, align 1
  %21 = alloca i32, align 4
  %22 = alloca %struct.CudaBlockIdx, align 1
  %23 = alloca i32, align 4
  %24 = alloca %struct.CudaBlockIdx, align 1
  %25 = alloca float, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  store i32 %0, ptr %9, align 4
  store i32 %1, ptr %10, align 4
  store i32 %2, ptr %11, align 4
  store float %3, ptr %12, align 4
  store ptr %4, ptr %13, align 8
  store ptr %5, ptr %14, align 8
  store float %6, ptr %15, align 4
  store ptr %7, ptr %16, align 8
  %30 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %30, ptr %17, align 4
  %31 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  store i32 %31, ptr %19, align 4
  %32 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %33 = mul i32 %32, 16
  %34 = load i32, ptr %19, align 4
  %35 = add i32 %33, %34
  store i32 %35, ptr %21, align 4
  %36 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %37 = mul i32 %36, 16
  %38 = load i32, ptr %17, align 4
  %39 = add i32 %37, %38
  store i32 %39, ptr %23, align 4
  store float 0.000000e+00, ptr %25, align 4
  store i32 0, ptr %26, align 4
  br label %40

40:                                               ; preds = %133, %8
  %41 = load i32, ptr %26, align 4
  %42 = load i32, ptr %11, align 4
  %43 = add nsw i32 %42, 16
  %44 = sub nsw i32 %43, 1
  %45 = sdiv i32 %44, 16
  %46 = icmp slt i32 %41, %45
  br i1 %46, label %47, label %136

47:                                               ; preds = %40
  %48 = load i32, ptr %26, align 4
  %49 = mul nsw i32 %48, 16
  %50 = load i32, ptr %17, align 4
  %51 = add nsw i32 %49, %50
  store i32 %51, ptr %27, align 4
  %52 = load i32, ptr %26, align 4
  %53 = mul nsw i32 %52, 16
  %54 = load i32, ptr %19, align 4
  %55 = add nsw i32 %53, %54
  store i32 %55, ptr %28, align 4
  %56 = load i32, ptr %21, align 4
  %57 = load i32, ptr %9, align 4
  %58 = icmp slt i32 %56, %57
  br i1 %58, label %59, label %73

59:                                               ; preds = %47
  %60 = load i32, ptr %27, align 4
  %61 = load i32, ptr %11, align 4
  %62 = icmp slt i32 %60, %61
  br i1 %62, label %63, label %73

63:                                               ; preds = %59
  %64 = load ptr, ptr %13, align 8
  %65 = load i32, ptr %21, align 4
  %66 = load i32, ptr %11, align 4
  %67 = mul nsw i32 %65, %66
  %68 = load i32, ptr %27, align 4
  %69 = add nsw i32 %67, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %64, i64 %70
  %72 = load float, ptr %71, align 4
  br label %74

73:                                               ; preds = %59, %47
  br label %74

74:                                               ; preds = %73, %63
  %75 = phi contract float [ %72, %63 ], [ 0.000000e+00, %73 ]
  %76 = load i32, ptr %19, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %77
  %79 = load i32, ptr %17, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [16 x float], ptr %78, i64 0, i64 %80
  store float %75, ptr %81, align 4
  %82 = load i32, ptr %28, align 4
  %83 = load i32, ptr %11, align 4
  %84 = icmp slt i32 %82, %83
  br i1 %84, label %85, label %99

85:                                               ; preds = %74
  %86 = load i32, ptr %23, align 4
  %87 = load i32, ptr %10, align 4
  %88 = icmp slt i32 %86, %87
  br i1 %88, label %89, label %99

89:                                               ; preds = %85
  %90 = load ptr, ptr %14, align 8
  %91 = load i32, ptr %28, align 4
  %92 = load i32, ptr %10, align 4
  %93 = mul nsw i32 %91, %92
  %94 = load i32, ptr %23, align 4
  %95 = add nsw i32 %93, %94
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr %90, i64 %96
  %98 = load float, ptr %97, align 4
  br label %100

99:                                               ; preds = %85, %74
  br label %100

100:                                              ; preds = %99, %89
  %101 = phi contract float [ %98, %89 ], [ 0.000000e+00, %99 ]
  %102 = load i32, ptr %19, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 %103
  %105 = load i32, ptr %17, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [16 x float], ptr %104, i64 0, i64 %106
  store float %101, ptr %107, align 4
  call void @llvm.nvvm.barrier0()
  store i32 0, ptr %29, align 4
  br label %108

108:                                              ; preds = %129, %100
  %109 = load i32, ptr %29, align 4
  %110 = icmp slt i32 %109, 16
  br i1 %110, label %111, label %132

111:                                              ; preds = %108
  %112 = load i32, ptr %19, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %113
  %115 = load i32, ptr %29, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [16 x float], ptr %114, i64 0, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = load i32, ptr %29, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 %120
  %122 = load i32, ptr %17, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [16 x float], ptr %121, i64 0, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = fmul contract float %118, %125
  %127 = load float, ptr %25, align 4
  %128 = fadd contract float %127, %126
  store float %128, ptr %25, align 4
  br label %129

129:                                              ; preds = %111
  %130 = load i32, ptr %29, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %29, align 4
  br label %108, !llvm.loop !5

132:                                              ; preds = %108
  call void @llvm.nvvm.barrier0()
  br label %133

133:                                              ; preds = %132
  %134 = load i32, ptr %26, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %26, align 4
  br label %40, !llvm.loop !7

136:                                              ; preds = %40
  %137 = load i32, ptr %21, align 4
  %138 = load i32, ptr %9, align 4
  %139 = icmp slt i32 %137, %138
  br i1 %139, label %140, label %168

140:                                              ; preds = %136
  %141 = load i32, ptr %23, align 4
  %142 = load i32, ptr %10, align 4
  %143 = icmp slt i32 %141, %142
  br i1 %143, label %144, label %168

144:                                              ; preds = %140
  %145 = load float, ptr %12, align 4
  %146 = load float, ptr %25, align 4
  %147 = fmul contract float %145, %146
  %148 = load float, ptr %15, align 4
  %149 = load ptr, ptr %16, align 8
  %150 = load i32, ptr %21, align 4
  %151 = load i32, ptr %10, align 4
  %152 = mul nsw i32 %150, %151
  %153 = load i32, ptr %23, align 4
  %154 = add nsw i32 %152, %153
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds float, ptr %149, i64 %155
  %157 = load float, ptr %156, align 4
  %158 = fmul contract float %148, %157
  %159 = fadd contract float %147, %158
  %160 = load ptr, ptr %16, align 8
  %161 = load i32, ptr %21, align 4
  %162 = load i32, ptr %10, align 4
  %163 = mul nsw i32 %161, %162
  %164 = load i32, ptr %23, align 4
  %165 = add nsw i32 %163, %164
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds float, ptr %160, i64 %166
  store float %159, ptr %167, align 4
  br label %168

168:                                              ; preds = %144, %140, %136
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11sgemm_tilediiifPKfS0_fPf, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
