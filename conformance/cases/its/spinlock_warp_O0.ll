; ModuleID = 'spinlock_warp.cu'
source_filename = "spinlock_warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @spinlock_warp(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  br label %13, !dbg !12

13:                                               ; preds = %21, %3
  %14 = load ptr, ptr %9, align 8, !dbg !13
  store ptr %14, ptr %6, align 8
  store i32 0, ptr %7, align 4
  store i32 1, ptr %8, align 4
  %15 = load ptr, ptr %6, align 8, !dbg !14
  %16 = load i32, ptr %7, align 4, !dbg !18
  %17 = load i32, ptr %8, align 4, !dbg !19
  %18 = cmpxchg ptr %15, i32 %16, i32 %17 seq_cst seq_cst, align 4, !dbg !20
  %19 = extractvalue { i32, i1 } %18, 0, !dbg !20
  %20 = icmp ne i32 %19, 0, !dbg !21
  br i1 %20, label %21, label %22, !dbg !12

21:                                               ; preds = %13
  br label %13, !dbg !12, !llvm.loop !22

22:                                               ; preds = %13
  call void @llvm.nvvm.membar.gl(), !dbg !25
  %23 = load ptr, ptr %10, align 8, !dbg !28
  %24 = load i32, ptr %23, align 4, !dbg !29
  store i32 %24, ptr %12, align 4, !dbg !30
  %25 = load ptr, ptr %11, align 8, !dbg !31
  %26 = load i32, ptr %12, align 4, !dbg !32
  %27 = sext i32 %26 to i64, !dbg !31
  %28 = getelementptr inbounds i32, ptr %25, i64 %27, !dbg !31
  %29 = load i32, ptr %28, align 4, !dbg !31
  %30 = add nsw i32 %29, 1, !dbg !33
  %31 = load ptr, ptr %11, align 8, !dbg !34
  %32 = load i32, ptr %12, align 4, !dbg !35
  %33 = sext i32 %32 to i64, !dbg !34
  %34 = getelementptr inbounds i32, ptr %31, i64 %33, !dbg !34
  store i32 %30, ptr %34, align 4, !dbg !36
  %35 = load i32, ptr %12, align 4, !dbg !37
  %36 = add nsw i32 %35, 1, !dbg !38
  %37 = load ptr, ptr %10, align 8, !dbg !39
  store i32 %36, ptr %37, align 4, !dbg !40
  call void @llvm.nvvm.membar.gl(), !dbg !41
  %38 = load ptr, ptr %9, align 8, !dbg !43
  store ptr %38, ptr %4, align 8
  store i32 0, ptr %5, align 4
  %39 = load ptr, ptr %4, align 8, !dbg !44
  %40 = load i32, ptr %5, align 4, !dbg !47
  %41 = atomicrmw xchg ptr %39, i32 %40 seq_cst, align 4, !dbg !48
  ret void, !dbg !49
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
!1 = !DIFile(filename: "spinlock_warp.cu", directory: ".")
!2 = !{ptr @spinlock_warp, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "spinlock_warp", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 12, column: 3, scope: !9)
!13 = !DILocation(line: 12, column: 20, scope: !9)
!14 = !DILocation(line: 152, column: 80, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "atomicCAS", scope: !16, file: !16, line: 152, type: !10, scopeLine: 152, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!16 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!17 = distinct !DILocation(line: 12, column: 10, scope: !9)
!18 = !DILocation(line: 152, column: 83, scope: !15, inlinedAt: !17)
!19 = !DILocation(line: 152, column: 88, scope: !15, inlinedAt: !17)
!20 = !DILocation(line: 152, column: 58, scope: !15, inlinedAt: !17)
!21 = !DILocation(line: 12, column: 32, scope: !9)
!22 = distinct !{!22, !12, !23, !24}
!23 = !DILocation(line: 13, column: 3, scope: !9)
!24 = !{!"llvm.loop.mustprogress"}
!25 = !DILocation(line: 78, column: 32, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__threadfence", scope: !16, file: !16, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!27 = distinct !DILocation(line: 14, column: 3, scope: !9)
!28 = !DILocation(line: 15, column: 12, scope: !9)
!29 = !DILocation(line: 15, column: 11, scope: !9)
!30 = !DILocation(line: 15, column: 7, scope: !9)
!31 = !DILocation(line: 16, column: 13, scope: !9)
!32 = !DILocation(line: 16, column: 18, scope: !9)
!33 = !DILocation(line: 16, column: 21, scope: !9)
!34 = !DILocation(line: 16, column: 3, scope: !9)
!35 = !DILocation(line: 16, column: 8, scope: !9)
!36 = !DILocation(line: 16, column: 11, scope: !9)
!37 = !DILocation(line: 17, column: 14, scope: !9)
!38 = !DILocation(line: 17, column: 16, scope: !9)
!39 = !DILocation(line: 17, column: 4, scope: !9)
!40 = !DILocation(line: 17, column: 12, scope: !9)
!41 = !DILocation(line: 78, column: 32, scope: !26, inlinedAt: !42)
!42 = distinct !DILocation(line: 18, column: 3, scope: !9)
!43 = !DILocation(line: 19, column: 14, scope: !9)
!44 = !DILocation(line: 147, column: 71, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "atomicExch", scope: !16, file: !16, line: 147, type: !10, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!46 = distinct !DILocation(line: 19, column: 3, scope: !9)
!47 = !DILocation(line: 147, column: 74, scope: !45, inlinedAt: !46)
!48 = !DILocation(line: 147, column: 48, scope: !45, inlinedAt: !46)
!49 = !DILocation(line: 20, column: 1, scope: !9)
