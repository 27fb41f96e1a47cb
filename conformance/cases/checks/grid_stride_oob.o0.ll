; ModuleID = 'grid_stride_oob.cu'
source_filename = "grid_stride_oob.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaBlockDim = type { i8 }
%struct.CudaGridDim = type { i8 }
%struct.CudaBlockIdx = type { i8 }
%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @saxpy_strided(ptr noundef %0, ptr noundef %1, float noundef %2, i32 noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.CudaBlockDim, align 1
  %11 = alloca %struct.CudaGridDim, align 1
  %12 = alloca i32, align 4
  %13 = alloca %struct.CudaBlockIdx, align 1
  %14 = alloca %struct.CudaBlockDim, align 1
  %15 = alloca %struct.CudaThreadIdx, align 1
  %16 = alloca float, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store float %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %17 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !12
  %18 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !16
  %19 = mul i32 %17, %18, !dbg !19
  store i32 %19, ptr %9, align 4, !dbg !20
  %20 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !21
  %21 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !24
  %22 = mul i32 %20, %21, !dbg !26
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  %24 = add i32 %22, %23, !dbg !30
  store i32 %24, ptr %12, align 4, !dbg !31
  br label %25, !dbg !32

25:                                               ; preds = %43, %4
  %26 = load i32, ptr %12, align 4, !dbg !33
  %27 = load i32, ptr %8, align 4, !dbg !34
  %28 = icmp sle i32 %26, %27, !dbg !35
  br i1 %28, label %29, label %47, !dbg !36

29:                                               ; preds = %25
  %30 = load ptr, ptr %5, align 8, !dbg !37
  %31 = load i32, ptr %12, align 4, !dbg !38
  %32 = sext i32 %31 to i64, !dbg !37
  %33 = getelementptr inbounds float, ptr %30, i64 %32, !dbg !37
  %34 = load float, ptr %33, align 4, !dbg !37
  store float %34, ptr %16, align 4, !dbg !39
  %35 = load float, ptr %7, align 4, !dbg !40
  %36 = load float, ptr %16, align 4, !dbg !41
  %37 = fmul contract float %35, %36, !dbg !42
  %38 = fadd contract float %37, 1.000000e+00, !dbg !43
  %39 = load ptr, ptr %6, align 8, !dbg !44
  %40 = load i32, ptr %12, align 4, !dbg !45
  %41 = sext i32 %40 to i64, !dbg !44
  %42 = getelementptr inbounds float, ptr %39, i64 %41, !dbg !44
  store float %38, ptr %42, align 4, !dbg !46
  br label %43, !dbg !47

43:                                               ; preds = %29
  %44 = load i32, ptr %9, align 4, !dbg !48
  %45 = load i32, ptr %12, align 4, !dbg !49
  %46 = add nsw i32 %45, %44, !dbg !49
  store i32 %46, ptr %12, align 4, !dbg !49
  br label %25, !dbg !36, !llvm.loop !50

47:                                               ; preds = %25
  ret void, !dbg !52
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "grid_stride_oob.cu", directory: ".")
!2 = !{ptr @saxpy_strided, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "saxpy_strided", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 59, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 16, scope: !9)
!16 = !DILocation(line: 60, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = distinct !DILocation(line: 7, column: 29, scope: !9)
!19 = !DILocation(line: 7, column: 27, scope: !9)
!20 = !DILocation(line: 7, column: 7, scope: !9)
!21 = !DILocation(line: 58, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!23 = distinct !DILocation(line: 11, column: 16, scope: !9)
!24 = !DILocation(line: 59, column: 1, scope: !13, inlinedAt: !25)
!25 = distinct !DILocation(line: 11, column: 29, scope: !9)
!26 = !DILocation(line: 11, column: 27, scope: !9)
!27 = !DILocation(line: 57, column: 1, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!29 = distinct !DILocation(line: 11, column: 42, scope: !9)
!30 = !DILocation(line: 11, column: 40, scope: !9)
!31 = !DILocation(line: 11, column: 12, scope: !9)
!32 = !DILocation(line: 11, column: 8, scope: !9)
!33 = !DILocation(line: 11, column: 55, scope: !9)
!34 = !DILocation(line: 11, column: 60, scope: !9)
!35 = !DILocation(line: 11, column: 57, scope: !9)
!36 = !DILocation(line: 11, column: 3, scope: !9)
!37 = !DILocation(line: 14, column: 15, scope: !9)
!38 = !DILocation(line: 14, column: 18, scope: !9)
!39 = !DILocation(line: 14, column: 11, scope: !9)
!40 = !DILocation(line: 15, column: 14, scope: !9)
!41 = !DILocation(line: 15, column: 18, scope: !9)
!42 = !DILocation(line: 15, column: 16, scope: !9)
!43 = !DILocation(line: 15, column: 20, scope: !9)
!44 = !DILocation(line: 15, column: 5, scope: !9)
!45 = !DILocation(line: 15, column: 9, scope: !9)
!46 = !DILocation(line: 15, column: 12, scope: !9)
!47 = !DILocation(line: 16, column: 3, scope: !9)
!48 = !DILocation(line: 11, column: 68, scope: !9)
!49 = !DILocation(line: 11, column: 65, scope: !9)
!50 = distinct !{!50, !36, !47, !51}
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 17, column: 1, scope: !9)
