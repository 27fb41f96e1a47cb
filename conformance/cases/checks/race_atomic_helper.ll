; ModuleID = 'race_atomic_helper.cu'
source_filename = "race_atomic_helper.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @count_and_report(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %6 = icmp eq i32 %5, 0, !dbg !19
  br i1 %6, label %7, label %14, !dbg !20

7:                                                ; preds = %3
  %8 = zext nneg i32 %4 to i64, !dbg !21
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !21
  %10 = load i32, ptr %9, align 4, !dbg !21, !tbaa !22
  %11 = icmp sgt i32 %10, 0, !dbg !26
  br i1 %11, label %12, label %18, !dbg !21

12:                                               ; preds = %7
  %13 = atomicrmw add ptr %1, i32 1 seq_cst, align 4, !dbg !27
  br label %18, !dbg !30

14:                                               ; preds = %3
  %15 = icmp eq i32 %4, 0, !dbg !31
  br i1 %15, label %16, label %18, !dbg !32

16:                                               ; preds = %14
  %17 = load i32, ptr %1, align 4, !dbg !33, !tbaa !22
  store i32 %17, ptr %2, align 4, !dbg !34, !tbaa !22
  br label %18, !dbg !35

18:                                               ; preds = %14, %16, %7, %12
  ret void, !dbg !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race_atomic_helper.cu", directory: ".")
!2 = !{ptr @count_and_report, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "count_and_report", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 58, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 8, column: 7, scope: !9)
!19 = !DILocation(line: 8, column: 18, scope: !9)
!20 = !DILocation(line: 8, column: 7, scope: !9)
!21 = !DILocation(line: 9, column: 9, scope: !9)
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 9, column: 15, scope: !9)
!27 = !DILocation(line: 122, column: 47, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 122, type: !10, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 10, column: 7, scope: !9)
!30 = !DILocation(line: 10, column: 7, scope: !9)
!31 = !DILocation(line: 11, column: 16, scope: !9)
!32 = !DILocation(line: 11, column: 14, scope: !9)
!33 = !DILocation(line: 15, column: 15, scope: !9)
!34 = !DILocation(line: 15, column: 13, scope: !9)
!35 = !DILocation(line: 17, column: 3, scope: !9)
!36 = !DILocation(line: 18, column: 1, scope: !9)
