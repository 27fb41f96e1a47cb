; ModuleID = 'vote_divergent.cu'
source_filename = "vote_divergent.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @count_negatives(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = zext nneg i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !16
  %6 = load i32, ptr %5, align 4, !dbg !16, !tbaa !17
  %7 = icmp ult i32 %3, 20, !dbg !21
  %8 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %7), !dbg !22
  br i1 %7, label %9, label %13, !dbg !25

9:                                                ; preds = %2
  %10 = icmp slt i32 %6, 0
  %11 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %8, i1 %10), !dbg !26
  %12 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %11), !dbg !28
  br label %13, !dbg !31

13:                                               ; preds = %9, %2
  %14 = phi i32 [ %12, %9 ], [ 0, %2 ], !dbg !32
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !33
  %15 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !36
  store i32 %14, ptr %15, align 4, !dbg !37, !tbaa !17
  ret void, !dbg !38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

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
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 9, column: 50, scope: !9)
!22 = !DILocation(line: 82, column: 63, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__ballot_sync", scope: !14, file: !14, line: 82, type: !10, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 9, column: 21, scope: !9)
!25 = !DILocation(line: 12, column: 7, scope: !9)
!26 = !DILocation(line: 82, column: 63, scope: !23, inlinedAt: !27)
!27 = distinct !DILocation(line: 14, column: 16, scope: !9)
!28 = !DILocation(line: 115, column: 41, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__popc", scope: !14, file: !14, line: 115, type: !10, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 14, column: 9, scope: !9)
!31 = !DILocation(line: 18, column: 3, scope: !9)
!32 = !DILocation(line: 0, scope: !9)
!33 = !DILocation(line: 76, column: 56, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 19, column: 3, scope: !9)
!36 = !DILocation(line: 20, column: 3, scope: !9)
!37 = !DILocation(line: 20, column: 10, scope: !9)
!38 = !DILocation(line: 21, column: 1, scope: !9)
