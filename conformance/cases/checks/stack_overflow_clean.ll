; ModuleID = 'stack_overflow.cu'
source_filename = "stack_overflow.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z5weighPKiS0_i(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = icmp slt i32 %2, 0, !dbg !12
  br i1 %4, label %5, label %7, !dbg !13

5:                                                ; preds = %3, %7
  %6 = phi i32 [ %15, %7 ], [ 0, %3 ]
  ret i32 %6, !dbg !14

7:                                                ; preds = %3
  %8 = zext nneg i32 %2 to i64, !dbg !15
  %9 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !15
  %10 = load i32, ptr %9, align 4, !dbg !15, !tbaa !16
  %11 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !20
  %12 = load i32, ptr %11, align 4, !dbg !20, !tbaa !16
  %13 = tail call noundef i32 @_Z5weighPKiS0_i(ptr noundef %0, ptr noundef %1, i32 noundef %12) #3, !dbg !21
  %14 = shl nsw i32 %13, 1, !dbg !22
  %15 = add nsw i32 %14, %10, !dbg !23
  br label %5, !dbg !14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @list_weight(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #1 !dbg !24 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %5 = and i32 %4, 7, !dbg !29
  %6 = tail call noundef i32 @_Z5weighPKiS0_i(ptr noundef %0, ptr noundef %1, i32 noundef %5) #3, !dbg !30
  %7 = zext nneg i32 %4 to i64, !dbg !31
  %8 = getelementptr inbounds i32, ptr %2, i64 %7, !dbg !31
  store i32 %6, ptr %8, align 4, !dbg !32, !tbaa !16
  ret void, !dbg !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack_overflow.cu", directory: ".")
!2 = !{ptr @list_weight, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "weigh", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 6, column: 12, scope: !9)
!13 = !DILocation(line: 6, column: 7, scope: !9)
!14 = !DILocation(line: 9, column: 1, scope: !9)
!15 = !DILocation(line: 8, column: 10, scope: !9)
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C++ TBAA"}
!20 = !DILocation(line: 8, column: 49, scope: !9)
!21 = !DILocation(line: 8, column: 29, scope: !9)
!22 = !DILocation(line: 8, column: 27, scope: !9)
!23 = !DILocation(line: 8, column: 23, scope: !9)
!24 = distinct !DISubprogram(name: "list_weight", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DILocation(line: 57, column: 1, scope: !26, inlinedAt: !28)
!26 = distinct !DISubprogram(name: "getX", scope: !27, file: !27, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!28 = distinct !DILocation(line: 12, column: 42, scope: !24)
!29 = !DILocation(line: 12, column: 54, scope: !24)
!30 = !DILocation(line: 12, column: 22, scope: !24)
!31 = !DILocation(line: 12, column: 3, scope: !24)
!32 = !DILocation(line: 12, column: 20, scope: !24)
!33 = !DILocation(line: 13, column: 1, scope: !24)
