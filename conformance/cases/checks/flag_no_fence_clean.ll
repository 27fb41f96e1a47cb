; ModuleID = 'flag_no_fence.cu'
source_filename = "flag_no_fence.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @publish(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = icmp eq i32 %5, 0, !dbg !16
  br i1 %6, label %7, label %19, !dbg !17

7:                                                ; preds = %4
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %9 = icmp eq i32 %8, 0, !dbg !21
  br i1 %9, label %10, label %14, !dbg !22

10:                                               ; preds = %7
  %11 = load i32, ptr %0, align 4, !dbg !23, !tbaa !24
  %12 = mul nsw i32 %11, 3, !dbg !28
  %13 = add nsw i32 %12, 1, !dbg !29
  store i32 %13, ptr %1, align 4, !dbg !30, !tbaa !24
  tail call void @llvm.nvvm.membar.gl(), !dbg !31
  store volatile i32 1, ptr %2, align 4, !dbg !34, !tbaa !24
  br label %19, !dbg !35

14:                                               ; preds = %7, %14
  %15 = load volatile i32, ptr %2, align 4, !dbg !36, !tbaa !24
  %16 = icmp eq i32 %15, 0, !dbg !37
  br i1 %16, label %14, label %17, !dbg !38, !llvm.loop !39

17:                                               ; preds = %14
  tail call void @llvm.nvvm.membar.gl(), !dbg !42
  %18 = load i32, ptr %1, align 4, !dbg !44, !tbaa !24
  store i32 %18, ptr %3, align 4, !dbg !45, !tbaa !24
  br label %19

19:                                               ; preds = %4, %17, %10
  ret void, !dbg !46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #2

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "flag_no_fence.cu", directory: ".")
!2 = !{ptr @publish, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "publish", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 7, scope: !9)
!16 = !DILocation(line: 7, column: 19, scope: !9)
!17 = !DILocation(line: 7, column: 7, scope: !9)
!18 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 9, column: 7, scope: !9)
!21 = !DILocation(line: 9, column: 18, scope: !9)
!22 = !DILocation(line: 9, column: 7, scope: !9)
!23 = !DILocation(line: 10, column: 17, scope: !9)
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = !DILocation(line: 10, column: 15, scope: !9)
!29 = !DILocation(line: 10, column: 23, scope: !9)
!30 = !DILocation(line: 10, column: 11, scope: !9)
!31 = !DILocation(line: 78, column: 32, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 12, column: 5, scope: !9)
!34 = !DILocation(line: 14, column: 11, scope: !9)
!35 = !DILocation(line: 15, column: 3, scope: !9)
!36 = !DILocation(line: 16, column: 12, scope: !9)
!37 = !DILocation(line: 16, column: 18, scope: !9)
!38 = !DILocation(line: 16, column: 5, scope: !9)
!39 = distinct !{!39, !38, !40, !41}
!40 = !DILocation(line: 17, column: 5, scope: !9)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 78, column: 32, scope: !32, inlinedAt: !43)
!43 = distinct !DILocation(line: 19, column: 5, scope: !9)
!44 = !DILocation(line: 21, column: 12, scope: !9)
!45 = !DILocation(line: 21, column: 10, scope: !9)
!46 = !DILocation(line: 23, column: 1, scope: !9)
