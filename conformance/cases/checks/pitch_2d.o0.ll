; ModuleID = 'pitch_2d.cu'
source_filename = "pitch_2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @copy_rows(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.CudaThreadIdx, align 1
  %11 = alloca i32, align 4
  %12 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %14 = load i32, ptr %7, align 4, !dbg !16
  %15 = urem i32 %13, %14, !dbg !17
  store i32 %15, ptr %9, align 4, !dbg !18
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !19
  %17 = load i32, ptr %7, align 4, !dbg !21
  %18 = udiv i32 %16, %17, !dbg !22
  store i32 %18, ptr %11, align 4, !dbg !23
  %19 = load ptr, ptr %5, align 8, !dbg !24
  %20 = load i32, ptr %11, align 4, !dbg !25
  %21 = load i32, ptr %8, align 4, !dbg !26
  %22 = mul nsw i32 %20, %21, !dbg !27
  %23 = load i32, ptr %9, align 4, !dbg !28
  %24 = add nsw i32 %22, %23, !dbg !29
  %25 = sext i32 %24 to i64, !dbg !24
  %26 = getelementptr inbounds float, ptr %19, i64 %25, !dbg !24
  %27 = load float, ptr %26, align 4, !dbg !24
  %28 = load ptr, ptr %6, align 8, !dbg !30
  %29 = load i32, ptr %11, align 4, !dbg !31
  %30 = load i32, ptr %7, align 4, !dbg !32
  %31 = mul nsw i32 %29, %30, !dbg !33
  %32 = load i32, ptr %9, align 4, !dbg !34
  %33 = add nsw i32 %31, %32, !dbg !35
  %34 = sext i32 %33 to i64, !dbg !30
  %35 = getelementptr inbounds float, ptr %28, i64 %34, !dbg !30
  store float %27, ptr %35, align 4, !dbg !36
  ret void, !dbg !37
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
!1 = !DIFile(filename: "pitch_2d.cu", directory: ".")
!2 = !{ptr @copy_rows, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "copy_rows", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 11, scope: !9)
!16 = !DILocation(line: 6, column: 25, scope: !9)
!17 = !DILocation(line: 6, column: 23, scope: !9)
!18 = !DILocation(line: 6, column: 7, scope: !9)
!19 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !20)
!20 = distinct !DILocation(line: 6, column: 36, scope: !9)
!21 = !DILocation(line: 6, column: 50, scope: !9)
!22 = !DILocation(line: 6, column: 48, scope: !9)
!23 = !DILocation(line: 6, column: 32, scope: !9)
!24 = !DILocation(line: 11, column: 24, scope: !9)
!25 = !DILocation(line: 11, column: 27, scope: !9)
!26 = !DILocation(line: 11, column: 31, scope: !9)
!27 = !DILocation(line: 11, column: 29, scope: !9)
!28 = !DILocation(line: 11, column: 39, scope: !9)
!29 = !DILocation(line: 11, column: 37, scope: !9)
!30 = !DILocation(line: 11, column: 3, scope: !9)
!31 = !DILocation(line: 11, column: 7, scope: !9)
!32 = !DILocation(line: 11, column: 11, scope: !9)
!33 = !DILocation(line: 11, column: 9, scope: !9)
!34 = !DILocation(line: 11, column: 19, scope: !9)
!35 = !DILocation(line: 11, column: 17, scope: !9)
!36 = !DILocation(line: 11, column: 22, scope: !9)
!37 = !DILocation(line: 13, column: 1, scope: !9)
