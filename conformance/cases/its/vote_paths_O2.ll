; ModuleID = 'vote_paths.cu'
source_filename = "vote_paths.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z11ballot_eveni(i32 noundef %0) local_unnamed_addr #0 !dbg !9 {
  %2 = icmp sgt i32 %0, 40, !dbg !12
  %3 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %2), !dbg !13
  ret i32 %3, !dbg !17
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z10ballot_oddi(i32 noundef %0) local_unnamed_addr #0 !dbg !18 {
  %2 = srem i32 %0, 3, !dbg !19
  %3 = icmp eq i32 %2, 0, !dbg !20
  %4 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %3), !dbg !21
  ret i32 %4, !dbg !23
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef range(i32 0, 2) i32 @_Z8all_eveni(i32 noundef %0) local_unnamed_addr #0 !dbg !24 {
  %2 = icmp sgt i32 %0, -1, !dbg !25
  %3 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %2), !dbg !26
  %4 = zext i1 %3 to i32, !dbg !26
  ret i32 %4, !dbg !29
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef range(i32 0, 2) i32 @_Z7all_oddi(i32 noundef %0) local_unnamed_addr #0 !dbg !30 {
  %2 = icmp slt i32 %0, 100, !dbg !31
  %3 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %2), !dbg !32
  %4 = zext i1 %3 to i32, !dbg !32
  ret i32 %4, !dbg !34
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @vote_paths(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #1 !dbg !35 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !36
  %5 = shl i32 %4, 5, !dbg !39
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !40
  %7 = add i32 %5, %6, !dbg !43
  %8 = zext i32 %7 to i64, !dbg !44
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !44
  %10 = load i32, ptr %9, align 4, !dbg !44, !tbaa !45
  %11 = and i32 %6, 1, !dbg !49
  %12 = icmp eq i32 %11, 0, !dbg !50
  br i1 %12, label %16, label %13, !dbg !50

13:                                               ; preds = %3
  %14 = tail call noundef i32 @_Z10ballot_oddi(i32 noundef %10) #4, !dbg !51
  %15 = tail call noundef i32 @_Z7all_oddi(i32 noundef %10) #4, !dbg !52
  br label %19, !dbg !53

16:                                               ; preds = %3
  %17 = tail call noundef i32 @_Z11ballot_eveni(i32 noundef %10) #4, !dbg !54
  %18 = tail call noundef i32 @_Z8all_eveni(i32 noundef %10) #4, !dbg !55
  br label %19

19:                                               ; preds = %16, %13
  %20 = phi i32 [ %15, %13 ], [ %18, %16 ], !dbg !56
  %21 = phi i32 [ %14, %13 ], [ %17, %16 ], !dbg !56
  %22 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !57
  store i32 %21, ptr %22, align 4, !dbg !58, !tbaa !45
  %23 = getelementptr inbounds i32, ptr %2, i64 %8, !dbg !59
  store i32 %20, ptr %23, align 4, !dbg !60, !tbaa !45
  ret void, !dbg !61
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

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
!1 = !DIFile(filename: "vote_paths.cu", directory: ".")
!2 = !{ptr @vote_paths, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "ballot_even", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 8, column: 89, scope: !9)
!13 = !DILocation(line: 82, column: 63, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__ballot_sync", scope: !15, file: !15, line: 82, type: !10, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!16 = distinct !DILocation(line: 8, column: 62, scope: !9)
!17 = !DILocation(line: 8, column: 55, scope: !9)
!18 = distinct !DISubprogram(name: "ballot_odd", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocation(line: 9, column: 88, scope: !18)
!20 = !DILocation(line: 9, column: 92, scope: !18)
!21 = !DILocation(line: 82, column: 63, scope: !14, inlinedAt: !22)
!22 = distinct !DILocation(line: 9, column: 61, scope: !18)
!23 = !DILocation(line: 9, column: 54, scope: !18)
!24 = distinct !DISubprogram(name: "all_even", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DILocation(line: 10, column: 78, scope: !24)
!26 = !DILocation(line: 83, column: 55, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__all_sync", scope: !15, file: !15, line: 83, type: !10, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 10, column: 54, scope: !24)
!29 = !DILocation(line: 10, column: 47, scope: !24)
!30 = distinct !DISubprogram(name: "all_odd", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DILocation(line: 11, column: 77, scope: !30)
!32 = !DILocation(line: 83, column: 55, scope: !27, inlinedAt: !33)
!33 = distinct !DILocation(line: 11, column: 53, scope: !30)
!34 = !DILocation(line: 11, column: 46, scope: !30)
!35 = distinct !DISubprogram(name: "vote_paths", scope: !1, file: !1, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = !DILocation(line: 58, column: 1, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 14, column: 16, scope: !35)
!39 = !DILocation(line: 14, column: 27, scope: !35)
!40 = !DILocation(line: 57, column: 1, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 14, column: 34, scope: !35)
!43 = !DILocation(line: 14, column: 32, scope: !35)
!44 = !DILocation(line: 15, column: 11, scope: !35)
!45 = !{!46, !46, i64 0}
!46 = !{!"int", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C++ TBAA"}
!49 = !DILocation(line: 18, column: 19, scope: !35)
!50 = !DILocation(line: 18, column: 7, scope: !35)
!51 = !DILocation(line: 19, column: 9, scope: !35)
!52 = !DILocation(line: 20, column: 9, scope: !35)
!53 = !DILocation(line: 21, column: 3, scope: !35)
!54 = !DILocation(line: 22, column: 9, scope: !35)
!55 = !DILocation(line: 23, column: 9, scope: !35)
!56 = !DILocation(line: 0, scope: !35)
!57 = !DILocation(line: 25, column: 3, scope: !35)
!58 = !DILocation(line: 25, column: 14, scope: !35)
!59 = !DILocation(line: 26, column: 3, scope: !35)
!60 = !DILocation(line: 26, column: 11, scope: !35)
!61 = !DILocation(line: 27, column: 1, scope: !35)
