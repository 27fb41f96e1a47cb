; ModuleID = 'shfl_after_loop.cu'
source_filename = "shfl_after_loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @shfl_after_loop(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = zext nneg i32 %5 to i64, !dbg !16
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !17
  %9 = icmp sgt i32 %8, 0, !dbg !21
  br i1 %9, label %10, label %23, !dbg !22

10:                                               ; preds = %4
  %11 = getelementptr inbounds i32, ptr %1, i64 %6, !dbg !23
  %12 = load i32, ptr %11, align 4, !tbaa !17
  br label %13, !dbg !22

13:                                               ; preds = %10, %17
  %14 = phi i32 [ 0, %10 ], [ %21, %17 ]
  %15 = phi i32 [ %5, %10 ], [ %20, %17 ]
  %16 = icmp eq i32 %14, %12, !dbg !24
  br i1 %16, label %23, label %17, !dbg !25

17:                                               ; preds = %13
  %18 = mul nsw i32 %15, 3, !dbg !26
  %19 = xor i32 %14, %5, !dbg !27
  %20 = add nsw i32 %19, %18, !dbg !28
  %21 = add nuw nsw i32 %14, 1, !dbg !29
  %22 = icmp eq i32 %21, %8, !dbg !21
  br i1 %22, label %23, label %13, !dbg !22, !llvm.loop !30

23:                                               ; preds = %17, %13, %4
  %24 = phi i32 [ %5, %4 ], [ %20, %17 ], [ %15, %13 ], !dbg !33
  %25 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %24, i32 3, i32 0), !dbg !34
  %26 = getelementptr inbounds i32, ptr %2, i64 %6, !dbg !37
  store i32 %25, ptr %26, align 4, !dbg !38, !tbaa !17
  %27 = and i32 %24, 1, !dbg !39
  %28 = icmp ne i32 %27, 0, !dbg !40
  %29 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %28), !dbg !43
  %30 = getelementptr inbounds i32, ptr %3, i64 %6, !dbg !44
  store i32 %29, ptr %30, align 4, !dbg !45, !tbaa !17
  ret void, !dbg !46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shfl_after_loop.cu", directory: ".")
!2 = !{ptr @shfl_after_loop, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "shfl_after_loop", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 14, scope: !9)
!16 = !DILocation(line: 9, column: 23, scope: !9)
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 9, column: 21, scope: !9)
!22 = !DILocation(line: 9, column: 3, scope: !9)
!23 = !DILocation(line: 10, column: 14, scope: !9)
!24 = !DILocation(line: 10, column: 11, scope: !9)
!25 = !DILocation(line: 10, column: 9, scope: !9)
!26 = !DILocation(line: 11, column: 11, scope: !9)
!27 = !DILocation(line: 11, column: 20, scope: !9)
!28 = !DILocation(line: 11, column: 15, scope: !9)
!29 = !DILocation(line: 9, column: 32, scope: !9)
!30 = distinct !{!30, !22, !31, !32}
!31 = !DILocation(line: 12, column: 3, scope: !9)
!32 = !{!"llvm.loop.mustprogress"}
!33 = !DILocation(line: 0, scope: !9)
!34 = !DILocation(line: 108, column: 1, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__shfl_up_sync", scope: !14, file: !14, line: 108, type: !10, scopeLine: 108, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 13, column: 15, scope: !9)
!37 = !DILocation(line: 13, column: 3, scope: !9)
!38 = !DILocation(line: 13, column: 13, scope: !9)
!39 = !DILocation(line: 14, column: 46, scope: !9)
!40 = !DILocation(line: 82, column: 93, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__ballot_sync", scope: !14, file: !14, line: 82, type: !10, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 14, column: 19, scope: !9)
!43 = !DILocation(line: 82, column: 63, scope: !41, inlinedAt: !42)
!44 = !DILocation(line: 14, column: 3, scope: !9)
!45 = !DILocation(line: 14, column: 17, scope: !9)
!46 = !DILocation(line: 15, column: 1, scope: !9)
