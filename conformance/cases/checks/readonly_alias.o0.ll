; ModuleID = 'readonly_alias.cu'
source_filename = "readonly_alias.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaBlockIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }
%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @swap_halves(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaBlockIdx, align 1
  %7 = alloca %struct.CudaBlockDim, align 1
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %12 = mul i32 %10, %11, !dbg !19
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %14 = add i32 %12, %13, !dbg !23
  store i32 %14, ptr %5, align 4, !dbg !24
  %15 = load ptr, ptr %3, align 8, !dbg !25
  %16 = load i32, ptr %5, align 4, !dbg !26
  %17 = xor i32 %16, 32, !dbg !27
  %18 = sext i32 %17 to i64, !dbg !25
  %19 = getelementptr inbounds i32, ptr %15, i64 %18, !dbg !25
  %20 = load i32, ptr %19, align 4, !dbg !25
  store i32 %20, ptr %9, align 4, !dbg !28
  %21 = load i32, ptr %9, align 4, !dbg !29
  %22 = add nsw i32 %21, 1, !dbg !30
  %23 = load ptr, ptr %4, align 8, !dbg !31
  %24 = load i32, ptr %5, align 4, !dbg !32
  %25 = sext i32 %24 to i64, !dbg !31
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !31
  store i32 %22, ptr %26, align 4, !dbg !33
  ret void, !dbg !34
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "readonly_alias.cu", directory: ".")
!2 = !{ptr @swap_halves, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "swap_halves", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 59, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = distinct !DILocation(line: 8, column: 24, scope: !9)
!19 = !DILocation(line: 8, column: 22, scope: !9)
!20 = !DILocation(line: 57, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 8, column: 37, scope: !9)
!23 = !DILocation(line: 8, column: 35, scope: !9)
!24 = !DILocation(line: 8, column: 7, scope: !9)
!25 = !DILocation(line: 12, column: 11, scope: !9)
!26 = !DILocation(line: 12, column: 14, scope: !9)
!27 = !DILocation(line: 12, column: 16, scope: !9)
!28 = !DILocation(line: 12, column: 7, scope: !9)
!29 = !DILocation(line: 14, column: 12, scope: !9)
!30 = !DILocation(line: 14, column: 14, scope: !9)
!31 = !DILocation(line: 14, column: 3, scope: !9)
!32 = !DILocation(line: 14, column: 7, scope: !9)
!33 = !DILocation(line: 14, column: 10, scope: !9)
!34 = !DILocation(line: 15, column: 1, scope: !9)
