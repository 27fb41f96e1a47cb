; ModuleID = 'atomic_after_reset.cu'
source_filename = "atomic_after_reset.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14count_positiveE5count = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @count_positive(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = icmp eq i32 %3, 0, !dbg !16
  br i1 %4, label %5, label %6, !dbg !17

5:                                                ; preds = %2
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ14count_positiveE5count to ptr), align 4, !dbg !18, !tbaa !19
  br label %6, !dbg !23

6:                                                ; preds = %5, %2
  %7 = zext nneg i32 %3 to i64, !dbg !24
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !24
  %9 = load i32, ptr %8, align 4, !dbg !24, !tbaa !19
  %10 = icmp sgt i32 %9, 0, !dbg !25
  br i1 %10, label %11, label %13, !dbg !24

11:                                               ; preds = %6
  %12 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ14count_positiveE5count to ptr), i32 1 seq_cst, align 4, !dbg !26
  br label %13, !dbg !29

13:                                               ; preds = %11, %6
  tail call void @llvm.nvvm.barrier0(), !dbg !30
  br i1 %4, label %14, label %19, !dbg !31

14:                                               ; preds = %13
  %15 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  %18 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14count_positiveE5count to ptr), align 4, !dbg !32, !tbaa !19
  store i32 %18, ptr %17, align 4, !dbg !33, !tbaa !19
  br label %19, !dbg !34

19:                                               ; preds = %14, %13
  ret void, !dbg !35
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "atomic_after_reset.cu", directory: ".")
!2 = !{ptr @count_positive, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "count_positive", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 8, column: 9, scope: !9)
!17 = !DILocation(line: 8, column: 7, scope: !9)
!18 = !DILocation(line: 9, column: 11, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 9, column: 5, scope: !9)
!24 = !DILocation(line: 13, column: 7, scope: !9)
!25 = !DILocation(line: 13, column: 13, scope: !9)
!26 = !DILocation(line: 122, column: 47, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 122, type: !10, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 14, column: 5, scope: !9)
!29 = !DILocation(line: 14, column: 5, scope: !9)
!30 = !DILocation(line: 15, column: 3, scope: !9)
!31 = !DILocation(line: 16, column: 7, scope: !9)
!32 = !DILocation(line: 17, column: 23, scope: !9)
!33 = !DILocation(line: 17, column: 21, scope: !9)
!34 = !DILocation(line: 17, column: 5, scope: !9)
!35 = !DILocation(line: 18, column: 1, scope: !9)
