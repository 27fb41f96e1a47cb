; ModuleID = 'matmul.cu'
source_filename = "matmul.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11sgemm_tilediiifPKfS0_fPfE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11sgemm_tilediiifPKfS0_fPf(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, float noundef %6, ptr nocapture noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl nuw nsw i32 %11, 4
  %13 = add nuw nsw i32 %12, %10
  %14 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = shl i32 %14, 4
  %16 = add i32 %15, %9
  %17 = icmp sgt i32 %2, 0
  br i1 %17, label %18, label %60

18:                                               ; preds = %8
  %19 = add nuw nsw i32 %2, 15
  %20 = lshr i32 %19, 4
  %21 = icmp slt i32 %13, %0
  %22 = mul nuw nsw i32 %13, %2
  %23 = zext nneg i32 %10 to i64
  %24 = zext nneg i32 %9 to i64
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %23, i64 %24
  %26 = icmp slt i32 %16, %1
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 %23, i64 %24
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %23, i64 0
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 0, i64 %24
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %23, i64 1
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 1, i64 %24
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %23, i64 2
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 2, i64 %24
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %23, i64 3
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 3, i64 %24
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %23, i64 4
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 4, i64 %24
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %23, i64 5
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 5, i64 %24
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %23, i64 6
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 6, i64 %24
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %23, i64 7
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 7, i64 %24
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %23, i64 8
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 8, i64 %24
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %23, i64 9
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 9, i64 %24
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %23, i64 10
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 10, i64 %24
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %23, i64 11
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 11, i64 %24
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %23, i64 12
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 12, i64 %24
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %23, i64 13
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 13, i64 %24
  %56 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %23, i64 14
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 14, i64 %24
  %58 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2As to ptr), i64 0, i64 %23, i64 15
  %59 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11sgemm_tilediiifPKfS0_fPfE2Bs to ptr), i64 0, i64 15, i64 %24
  br label %65

60:                                               ; preds = %88, %8
  %61 = phi float [ 0.000000e+00, %8 ], [ %153, %88 ]
  %62 = icmp slt i32 %13, %0
  %63 = icmp slt i32 %16, %1
  %64 = and i1 %62, %63
  br i1 %64, label %156, label %165

65:                                               ; preds = %18, %88
  %66 = phi float [ 0.000000e+00, %18 ], [ %153, %88 ]
  %67 = phi i32 [ 0, %18 ], [ %154, %88 ]
  %68 = shl nsw i32 %67, 4
  %69 = add nuw nsw i32 %68, %9
  %70 = add nuw nsw i32 %68, %10
  %71 = icmp slt i32 %69, %2
  %72 = select i1 %21, i1 %71, i1 false
  br i1 %72, label %73, label %78

73:                                               ; preds = %65
  %74 = add nuw nsw i32 %69, %22
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %4, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !5
  br label %78

78:                                               ; preds = %65, %73
  %79 = phi contract float [ %77, %73 ], [ 0.000000e+00, %65 ]
  store float %79, ptr %25, align 4, !tbaa !5
  %80 = icmp slt i32 %70, %2
  %81 = and i1 %26, %80
  br i1 %81, label %82, label %88

82:                                               ; preds = %78
  %83 = mul nsw i32 %70, %1
  %84 = add nsw i32 %83, %16
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %5, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !5
  br label %88

88:                                               ; preds = %78, %82
  %89 = phi contract float [ %87, %82 ], [ 0.000000e+00, %78 ]
  store float %89, ptr %27, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %90 = load float, ptr %28, align 4, !tbaa !5
  %91 = load float, ptr %29, align 4, !tbaa !5
  %92 = fmul contract float %90, %91
  %93 = fadd contract float %66, %92
  %94 = load float, ptr %30, align 4, !tbaa !5
  %95 = load float, ptr %31, align 4, !tbaa !5
  %96 = fmul contract float %94, %95
  %97 = fadd contract float %93, %96
  %98 = load float, ptr %32, align 4, !tbaa !5
  %99 = load float, ptr %33, align 4, !tbaa !5
  %100 = fmul contract float %98, %99
  %101 = fadd contract float %97, %100
  %102 = load float, ptr %34, align 4, !tbaa !5
  %103 = load float, ptr %35, align 4, !tbaa !5
  %104 = fmul contract float %102, %103
  %105 = fadd contract float %101, %104
  %106 = load float, ptr %36, align 4, !tbaa !5
  %107 = load float, ptr %37, align 4, !tbaa !5
  %108 = fmul contract float %106, %107
  %109 = fadd contract float %105, %108
  %110 = load float, ptr %38, align 4, !tbaa !5
  %111 = load float, ptr %39, align 4, !tbaa !5
  %112 = fmul contract float %110, %111
  %113 = fadd contract float %109, %112
  %114 = load float, ptr %40, align 4, !tbaa !5
  %115 = load float, ptr %41, align 4, !tbaa !5
  %116 = fmul contract float %114, %115
  %117 = fadd contract float %113, %116
  %118 = load float, ptr %42, align 4, !tbaa !5
  %119 = load float, ptr %43, align 4, !tbaa !5
  %120 = fmul contract float %118, %119
  %121 = fadd contract float %117, %120
  %122 = load float, ptr %44, align 4, !tbaa !5
  %123 = load float, ptr %45, align 4, !tbaa !5
  %124 = fmul contract float %122, %123
  %125 = fadd contract float %121, %124
  %126 = load float, ptr %46, align 4, !tbaa !5
  %127 = load float, ptr %47, align 4, !tbaa !5
  %128 = fmul contract float %126, %127
  %129 = fadd contract float %125, %128
  %130 = load float, ptr %48, align 4, !tbaa !5
  %131 = load float, ptr %49, align 4, !tbaa !5
  %132 = fmul contract float %130, %131
  %133 = fadd contract float %129, %132
  %134 = load float, ptr %50, align 4, !tbaa !5
  %135 = load float, ptr %51, align 4, !tbaa !5
  %136 = fmul contract float %134, %135
  %137 = fadd contract float %133, %136
  %138 = load float, ptr %52, align 4, !tbaa !5
  %139 = load float, ptr %53, align 4, !tbaa !5
  %140 = fmul contract float %138, %139
  %141 = fadd contract float %137, %140
  %142 = load float, ptr %54, align 4, !tbaa !5
  %143 = load float, ptr %55, align 4, !tbaa !5
  %144 = fmul contract float %142, %143
  %145 = fadd contract float %141, %144
  %146 = load float, ptr %56, align 4, !tbaa !5
  %147 = load float, ptr %57, align 4, !tbaa !5
  %148 = fmul contract float %146, %147
  %149 = fadd contract float %145, %148
  %150 = load float, ptr %58, align 4, !tbaa !5
  %151 = load float, ptr %59, align 4, !tbaa !5
  %152 = fmul contract float %150, %151
  %153 = fadd contract float %149, %152
  tail call void @llvm.nvvm.barrier0()
  %154 = add nuw nsw i32 %67, 1
  %155 = icmp eq i32 %154, %20
  br i1 %155, label %60, label %65, !llvm.loop !9

156:                                              ; preds = %60
  %157 = mul nsw i32 %13, %1
  %158 = add nsw i32 %157, %16
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds float, ptr %7, i64 %159
  %161 = fmul contract float %61, %3
  %162 = load float, ptr %160, align 4, !tbaa !5
  %163 = fmul contract float %162, %6
  %164 = fadd contract float %161, %163
  store float %164, ptr %160, align 4, !tbaa !5
  br label %165

165:                                              ; preds = %156, %60
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11sgemm_tilediiifPKfS0_fPf, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
