; ModuleID = 'race_global_warps.cu'
source_filename = "race_global_warps.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @swap_halves(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %9, ptr %7, align 4, !dbg !16
  %10 = load ptr, ptr %4, align 8, !dbg !17
  %11 = load i32, ptr %7, align 4, !dbg !18
  %12 = sext i32 %11 to i64, !dbg !17
  %13 = getelementptr inbounds i32, ptr %10, i64 %12, !dbg !17
  %14 = load i32, ptr %13, align 4, !dbg !17
  %15 = mul nsw i32 2, %14, !dbg !19
  %16 = load ptr, ptr %5, align 8, !dbg !20
  %17 = load i32, ptr %7, align 4, !dbg !21
  %18 = sext i32 %17 to i64, !dbg !20
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !20
  store i32 %15, ptr %19, align 4, !dbg !22
  %20 = load ptr, ptr %5, align 8, !dbg !23
  %21 = load i32, ptr %7, align 4, !dbg !24
  %22 = add nsw i32 %21, 32, !dbg !25
  %23 = srem i32 %22, 64, !dbg !26
  %24 = sext i32 %23 to i64, !dbg !23
  %25 = getelementptr inbounds i32, ptr %20, i64 %24, !dbg !23
  %26 = load i32, ptr %25, align 4, !dbg !23
  %27 = load ptr, ptr %6, align 8, !dbg !27
  %28 = load i32, ptr %7, align 4, !dbg !28
  %29 = sext i32 %28 to i64, !dbg !27
  %30 = getelementptr inbounds i32, ptr %27, i64 %29, !dbg !27
  store i32 %26, ptr %30, align 4, !dbg !29
  ret void, !dbg !30
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race_global_warps.cu", directory: ".")
!2 = !{ptr @swap_halves, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "swap_halves", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 7, column: 7, scope: !9)
!17 = !DILocation(line: 8, column: 20, scope: !9)
!18 = !DILocation(line: 8, column: 23, scope: !9)
!19 = !DILocation(line: 8, column: 18, scope: !9)
!20 = !DILocation(line: 8, column: 3, scope: !9)
!21 = !DILocation(line: 8, column: 11, scope: !9)
!22 = !DILocation(line: 8, column: 14, scope: !9)
!23 = !DILocation(line: 12, column: 12, scope: !9)
!24 = !DILocation(line: 12, column: 21, scope: !9)
!25 = !DILocation(line: 12, column: 23, scope: !9)
!26 = !DILocation(line: 12, column: 29, scope: !9)
!27 = !DILocation(line: 12, column: 3, scope: !9)
!28 = !DILocation(line: 12, column: 7, scope: !9)
!29 = !DILocation(line: 12, column: 10, scope: !9)
!30 = !DILocation(line: 13, column: 1, scope: !9)
