; ModuleID = 'match_any_paths.cu'
source_filename = "match_any_paths.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z7match_ai(i32 noundef %0) local_unnamed_addr #0 !dbg !9 {
  %2 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %0), !dbg !12
  ret i32 %2, !dbg !16
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z7match_bi(i32 noundef %0) local_unnamed_addr #0 !dbg !17 {
  %2 = add nsw i32 %0, 10, !dbg !18
  %3 = tail call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %2), !dbg !19
  ret i32 %3, !dbg !21
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @match_any_paths(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 !dbg !22 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %4 = zext nneg i32 %3 to i64, !dbg !27
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !27
  %6 = load i32, ptr %5, align 4, !dbg !27, !tbaa !28
  %7 = trunc nuw nsw i32 %3 to i16, !dbg !32
  %8 = urem i16 %7, 3, !dbg !32
  %9 = icmp eq i16 %8, 0, !dbg !33
  br i1 %9, label %10, label %12, !dbg !34

10:                                               ; preds = %2
  %11 = tail call noundef i32 @_Z7match_ai(i32 noundef %6) #4, !dbg !35
  br label %14, !dbg !36

12:                                               ; preds = %2
  %13 = tail call noundef i32 @_Z7match_bi(i32 noundef %6) #4, !dbg !37
  br label %14

14:                                               ; preds = %12, %10
  %15 = phi i32 [ %11, %10 ], [ %13, %12 ], !dbg !38
  %16 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !39
  store i32 %15, ptr %16, align 4, !dbg !40, !tbaa !28
  ret void, !dbg !41
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "match_any_paths.cu", directory: ".")
!2 = !{ptr @match_any_paths, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "match_a", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 10, column: 10, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__match_any_sync", scope: !14, file: !14, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./its.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 60, scope: !9)
!16 = !DILocation(line: 7, column: 53, scope: !9)
!17 = distinct !DISubprogram(name: "match_b", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = !DILocation(line: 8, column: 92, scope: !17)
!19 = !DILocation(line: 10, column: 10, scope: !13, inlinedAt: !20)
!20 = distinct !DILocation(line: 8, column: 60, scope: !17)
!21 = !DILocation(line: 8, column: 53, scope: !17)
!22 = distinct !DISubprogram(name: "match_any_paths", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = !DILocation(line: 57, column: 1, scope: !24, inlinedAt: !26)
!24 = distinct !DISubprogram(name: "getX", scope: !25, file: !25, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!26 = distinct !DILocation(line: 11, column: 14, scope: !22)
!27 = !DILocation(line: 12, column: 13, scope: !22)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 14, column: 12, scope: !22)
!33 = !DILocation(line: 14, column: 16, scope: !22)
!34 = !DILocation(line: 14, column: 7, scope: !22)
!35 = !DILocation(line: 15, column: 9, scope: !22)
!36 = !DILocation(line: 15, column: 5, scope: !22)
!37 = !DILocation(line: 17, column: 9, scope: !22)
!38 = !DILocation(line: 0, scope: !22)
!39 = !DILocation(line: 18, column: 3, scope: !22)
!40 = !DILocation(line: 18, column: 13, scope: !22)
!41 = !DILocation(line: 19, column: 1, scope: !22)
