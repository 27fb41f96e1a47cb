; ModuleID = 'race_global_lanes.cu'
source_filename = "race_global_lanes.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @pass_on(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = icmp eq i32 %4, 0, !dbg !16
  br i1 %5, label %6, label %9, !dbg !17

6:                                                ; preds = %3
  %7 = load i32, ptr %0, align 4, !dbg !18, !tbaa !19
  %8 = mul nsw i32 %7, 3, !dbg !23
  store i32 %8, ptr %1, align 4, !dbg !24, !tbaa !19
  br label %9, !dbg !25

9:                                                ; preds = %6, %3
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !26
  %10 = icmp eq i32 %4, 1, !dbg !29
  br i1 %10, label %11, label %14, !dbg !30

11:                                               ; preds = %9
  %12 = load i32, ptr %1, align 4, !dbg !31, !tbaa !19
  %13 = add nsw i32 %12, 1, !dbg !32
  store i32 %13, ptr %2, align 4, !dbg !33, !tbaa !19
  br label %14, !dbg !34

14:                                               ; preds = %11, %9
  ret void, !dbg !35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race_global_lanes.cu", directory: ".")
!2 = !{ptr @pass_on, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_on", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 14, scope: !9)
!16 = !DILocation(line: 7, column: 12, scope: !9)
!17 = !DILocation(line: 7, column: 7, scope: !9)
!18 = !DILocation(line: 8, column: 18, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 8, column: 16, scope: !9)
!24 = !DILocation(line: 8, column: 12, scope: !9)
!25 = !DILocation(line: 8, column: 5, scope: !9)
!26 = !DILocation(line: 76, column: 56, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 10, column: 3, scope: !9)
!29 = !DILocation(line: 12, column: 12, scope: !9)
!30 = !DILocation(line: 12, column: 7, scope: !9)
!31 = !DILocation(line: 13, column: 14, scope: !9)
!32 = !DILocation(line: 13, column: 21, scope: !9)
!33 = !DILocation(line: 13, column: 12, scope: !9)
!34 = !DILocation(line: 13, column: 5, scope: !9)
!35 = !DILocation(line: 14, column: 1, scope: !9)
