; ModuleID = 'race_atomic_blocks.cu'
source_filename = "race_atomic_blocks.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @sum_all(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %6 = mul i32 %4, %5, !dbg !19
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %8 = add i32 %6, %7, !dbg !23
  %9 = icmp eq i32 %8, 0, !dbg !24
  br i1 %9, label %10, label %11, !dbg !25

10:                                               ; preds = %3
  store i32 0, ptr %1, align 4, !dbg !26, !tbaa !27
  br label %11, !dbg !31

11:                                               ; preds = %10, %3
  %12 = sext i32 %8 to i64, !dbg !32
  %13 = getelementptr inbounds i32, ptr %0, i64 %12, !dbg !32
  %14 = load i32, ptr %13, align 4, !dbg !32, !tbaa !27
  %15 = atomicrmw add ptr %1, i32 %14 seq_cst, align 4, !dbg !33
  %16 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !34
  %17 = add nsw i32 %16, -1, !dbg !37
  %18 = mul i32 %17, %5, !dbg !38
  %19 = icmp eq i32 %8, %18, !dbg !39
  br i1 %19, label %20, label %22, !dbg !40

20:                                               ; preds = %11
  %21 = load i32, ptr %1, align 4, !dbg !41, !tbaa !27
  store i32 %21, ptr %2, align 4, !dbg !42, !tbaa !27
  br label %22, !dbg !43

22:                                               ; preds = %20, %11
  ret void, !dbg !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race_atomic_blocks.cu", directory: ".")
!2 = !{ptr @sum_all, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "sum_all", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 59, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 8, column: 24, scope: !9)
!19 = !DILocation(line: 8, column: 22, scope: !9)
!20 = !DILocation(line: 57, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 8, column: 37, scope: !9)
!23 = !DILocation(line: 8, column: 35, scope: !9)
!24 = !DILocation(line: 10, column: 9, scope: !9)
!25 = !DILocation(line: 10, column: 7, scope: !9)
!26 = !DILocation(line: 11, column: 12, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 11, column: 5, scope: !9)
!32 = !DILocation(line: 13, column: 32, scope: !9)
!33 = !DILocation(line: 13, column: 3, scope: !9)
!34 = !DILocation(line: 60, column: 1, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 15, column: 13, scope: !9)
!37 = !DILocation(line: 15, column: 23, scope: !9)
!38 = !DILocation(line: 15, column: 28, scope: !9)
!39 = !DILocation(line: 15, column: 9, scope: !9)
!40 = !DILocation(line: 15, column: 7, scope: !9)
!41 = !DILocation(line: 16, column: 13, scope: !9)
!42 = !DILocation(line: 16, column: 11, scope: !9)
!43 = !DILocation(line: 16, column: 5, scope: !9)
!44 = !DILocation(line: 18, column: 1, scope: !9)
