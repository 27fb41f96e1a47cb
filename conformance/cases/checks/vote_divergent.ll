; ModuleID = 'vote_divergent.cu'
source_filename = "vote_divergent.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @count_negatives(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = zext nneg i32 %3 to i64, !dbg !16
  %5 = icmp ult i32 %3, 20, !dbg !17
  br i1 %5, label %6, label %12, !dbg !18

6:                                                ; preds = %2
  %7 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !16
  %8 = load i32, ptr %7, align 4, !dbg !16, !tbaa !19
  %9 = icmp slt i32 %8, 0, !dbg !23
  %10 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %9), !dbg !26
  %11 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %10), !dbg !27
  br label %12, !dbg !30

12:                                               ; preds = %6, %2
  %13 = phi i32 [ %11, %6 ], [ 0, %2 ], !dbg !31
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !32
  %14 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !35
  store i32 %13, ptr %14, align 4, !dbg !36, !tbaa !19
  ret void, !dbg !37
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vote_divergent.cu", directory: ".")
!2 = !{ptr @count_negatives, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "count_negatives", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 11, scope: !9)
!16 = !DILocation(line: 7, column: 11, scope: !9)
!17 = !DILocation(line: 12, column: 9, scope: !9)
!18 = !DILocation(line: 12, column: 7, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 82, column: 93, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__ballot_sync", scope: !14, file: !14, line: 82, type: !10, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = distinct !DILocation(line: 16, column: 16, scope: !9)
!26 = !DILocation(line: 82, column: 63, scope: !24, inlinedAt: !25)
!27 = !DILocation(line: 115, column: 41, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__popc", scope: !14, file: !14, line: 115, type: !10, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 16, column: 9, scope: !9)
!30 = !DILocation(line: 18, column: 3, scope: !9)
!31 = !DILocation(line: 0, scope: !9)
!32 = !DILocation(line: 76, column: 56, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 19, column: 3, scope: !9)
!35 = !DILocation(line: 20, column: 3, scope: !9)
!36 = !DILocation(line: 20, column: 10, scope: !9)
!37 = !DILocation(line: 21, column: 1, scope: !9)
