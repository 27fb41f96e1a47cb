; ModuleID = 'spinlock_blocks.cu'
source_filename = "spinlock_blocks.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @spinlock_blocks(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  %15 = load ptr, ptr %10, align 8, !dbg !12
  store ptr %15, ptr %12, align 8, !dbg !13
  %16 = load ptr, ptr %11, align 8, !dbg !14
  store ptr %16, ptr %13, align 8, !dbg !15
  br label %17, !dbg !16

17:                                               ; preds = %25, %3
  %18 = load ptr, ptr %9, align 8, !dbg !17
  store ptr %18, ptr %6, align 8
  store i32 0, ptr %7, align 4
  store i32 1, ptr %8, align 4
  %19 = load ptr, ptr %6, align 8, !dbg !18
  %20 = load i32, ptr %7, align 4, !dbg !22
  %21 = load i32, ptr %8, align 4, !dbg !23
  %22 = cmpxchg ptr %19, i32 %20, i32 %21 seq_cst seq_cst, align 4, !dbg !24
  %23 = extractvalue { i32, i1 } %22, 0, !dbg !24
  %24 = icmp ne i32 %23, 0, !dbg !25
  br i1 %24, label %25, label %26, !dbg !16

25:                                               ; preds = %17
  br label %17, !dbg !16, !llvm.loop !26

26:                                               ; preds = %17
  call void @llvm.nvvm.membar.gl(), !dbg !29
  %27 = load ptr, ptr %12, align 8, !dbg !32
  %28 = load volatile i32, ptr %27, align 4, !dbg !33
  store i32 %28, ptr %14, align 4, !dbg !34
  %29 = load ptr, ptr %13, align 8, !dbg !35
  %30 = load i32, ptr %14, align 4, !dbg !36
  %31 = sext i32 %30 to i64, !dbg !35
  %32 = getelementptr inbounds i32, ptr %29, i64 %31, !dbg !35
  %33 = load volatile i32, ptr %32, align 4, !dbg !35
  %34 = add nsw i32 %33, 1, !dbg !37
  %35 = load ptr, ptr %13, align 8, !dbg !38
  %36 = load i32, ptr %14, align 4, !dbg !39
  %37 = sext i32 %36 to i64, !dbg !38
  %38 = getelementptr inbounds i32, ptr %35, i64 %37, !dbg !38
  store volatile i32 %34, ptr %38, align 4, !dbg !40
  %39 = load i32, ptr %14, align 4, !dbg !41
  %40 = add nsw i32 %39, 1, !dbg !42
  %41 = load ptr, ptr %12, align 8, !dbg !43
  store volatile i32 %40, ptr %41, align 4, !dbg !44
  call void @llvm.nvvm.membar.gl(), !dbg !45
  %42 = load ptr, ptr %9, align 8, !dbg !47
  store ptr %42, ptr %4, align 8
  store i32 0, ptr %5, align 4
  %43 = load ptr, ptr %4, align 8, !dbg !48
  %44 = load i32, ptr %5, align 4, !dbg !51
  %45 = atomicrmw xchg ptr %43, i32 %44 seq_cst, align 4, !dbg !52
  ret void, !dbg !53
}

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "spinlock_blocks.cu", directory: ".")
!2 = !{ptr @spinlock_blocks, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "spinlock_blocks", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 11, column: 28, scope: !9)
!13 = !DILocation(line: 11, column: 17, scope: !9)
!14 = !DILocation(line: 12, column: 25, scope: !9)
!15 = !DILocation(line: 12, column: 17, scope: !9)
!16 = !DILocation(line: 13, column: 3, scope: !9)
!17 = !DILocation(line: 13, column: 20, scope: !9)
!18 = !DILocation(line: 152, column: 80, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "atomicCAS", scope: !20, file: !20, line: 152, type: !10, scopeLine: 152, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!20 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!21 = distinct !DILocation(line: 13, column: 10, scope: !9)
!22 = !DILocation(line: 152, column: 83, scope: !19, inlinedAt: !21)
!23 = !DILocation(line: 152, column: 88, scope: !19, inlinedAt: !21)
!24 = !DILocation(line: 152, column: 58, scope: !19, inlinedAt: !21)
!25 = !DILocation(line: 13, column: 32, scope: !9)
!26 = distinct !{!26, !16, !27, !28}
!27 = !DILocation(line: 14, column: 3, scope: !9)
!28 = !{!"llvm.loop.mustprogress"}
!29 = !DILocation(line: 78, column: 32, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__threadfence", scope: !20, file: !20, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!31 = distinct !DILocation(line: 15, column: 3, scope: !9)
!32 = !DILocation(line: 16, column: 12, scope: !9)
!33 = !DILocation(line: 16, column: 11, scope: !9)
!34 = !DILocation(line: 16, column: 7, scope: !9)
!35 = !DILocation(line: 17, column: 14, scope: !9)
!36 = !DILocation(line: 17, column: 20, scope: !9)
!37 = !DILocation(line: 17, column: 23, scope: !9)
!38 = !DILocation(line: 17, column: 3, scope: !9)
!39 = !DILocation(line: 17, column: 9, scope: !9)
!40 = !DILocation(line: 17, column: 12, scope: !9)
!41 = !DILocation(line: 18, column: 15, scope: !9)
!42 = !DILocation(line: 18, column: 17, scope: !9)
!43 = !DILocation(line: 18, column: 4, scope: !9)
!44 = !DILocation(line: 18, column: 13, scope: !9)
!45 = !DILocation(line: 78, column: 32, scope: !30, inlinedAt: !46)
!46 = distinct !DILocation(line: 19, column: 3, scope: !9)
!47 = !DILocation(line: 20, column: 14, scope: !9)
!48 = !DILocation(line: 147, column: 71, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "atomicExch", scope: !20, file: !20, line: 147, type: !10, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!50 = distinct !DILocation(line: 20, column: 3, scope: !9)
!51 = !DILocation(line: 147, column: 74, scope: !49, inlinedAt: !50)
!52 = !DILocation(line: 147, column: 48, scope: !49, inlinedAt: !50)
!53 = !DILocation(line: 21, column: 1, scope: !9)
