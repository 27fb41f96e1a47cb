; ModuleID = 'spinlock_blocks.cu'
source_filename = "spinlock_blocks.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @spinlock_blocks(ptr nocapture noundef %0, ptr noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !9 {
  br label %4, !dbg !12

4:                                                ; preds = %4, %3
  %5 = cmpxchg ptr %0, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !13
  %6 = extractvalue { i32, i1 } %5, 1, !dbg !17
  br i1 %6, label %7, label %4, !dbg !12, !llvm.loop !18

7:                                                ; preds = %4
  tail call void @llvm.nvvm.membar.gl(), !dbg !21
  %8 = load volatile i32, ptr %1, align 4, !dbg !24, !tbaa !25
  %9 = sext i32 %8 to i64, !dbg !29
  %10 = getelementptr inbounds i32, ptr %2, i64 %9, !dbg !29
  %11 = load volatile i32, ptr %10, align 4, !dbg !29, !tbaa !25
  %12 = add nsw i32 %11, 1, !dbg !30
  store volatile i32 %12, ptr %10, align 4, !dbg !31, !tbaa !25
  %13 = add nsw i32 %8, 1, !dbg !32
  store volatile i32 %13, ptr %1, align 4, !dbg !33, !tbaa !25
  tail call void @llvm.nvvm.membar.gl(), !dbg !34
  %14 = atomicrmw xchg ptr %0, i32 0 seq_cst, align 4, !dbg !36
  ret void, !dbg !39
}

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #1

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "spinlock_blocks.cu", directory: ".")
!2 = !{ptr @spinlock_blocks, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "spinlock_blocks", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 13, column: 3, scope: !9)
!13 = !DILocation(line: 152, column: 58, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "atomicCAS", scope: !15, file: !15, line: 152, type: !10, scopeLine: 152, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!16 = distinct !DILocation(line: 13, column: 10, scope: !9)
!17 = !DILocation(line: 13, column: 32, scope: !9)
!18 = distinct !{!18, !12, !19, !20}
!19 = !DILocation(line: 14, column: 3, scope: !9)
!20 = !{!"llvm.loop.mustprogress"}
!21 = !DILocation(line: 78, column: 32, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__threadfence", scope: !15, file: !15, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 15, column: 3, scope: !9)
!24 = !DILocation(line: 16, column: 11, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 17, column: 14, scope: !9)
!30 = !DILocation(line: 17, column: 23, scope: !9)
!31 = !DILocation(line: 17, column: 12, scope: !9)
!32 = !DILocation(line: 18, column: 17, scope: !9)
!33 = !DILocation(line: 18, column: 13, scope: !9)
!34 = !DILocation(line: 78, column: 32, scope: !22, inlinedAt: !35)
!35 = distinct !DILocation(line: 19, column: 3, scope: !9)
!36 = !DILocation(line: 147, column: 48, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "atomicExch", scope: !15, file: !15, line: 147, type: !10, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 20, column: 3, scope: !9)
!39 = !DILocation(line: 21, column: 1, scope: !9)
