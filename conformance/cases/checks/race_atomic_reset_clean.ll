; ModuleID = 'race_atomic_reset.cu'
source_filename = "race_atomic_reset.cu"
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
  tail call void @llvm.nvvm.barrier0(), !dbg !24
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !25
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !28
  %9 = mul i32 %7, %8, !dbg !31
  %10 = add i32 %9, %3, !dbg !32
  %11 = zext i32 %10 to i64, !dbg !33
  %12 = getelementptr inbounds i32, ptr %0, i64 %11, !dbg !33
  %13 = load i32, ptr %12, align 4, !dbg !33, !tbaa !19
  %14 = icmp sgt i32 %13, 0, !dbg !34
  br i1 %14, label %15, label %17, !dbg !33

15:                                               ; preds = %6
  %16 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ14count_positiveE5count to ptr), i32 1 seq_cst, align 4, !dbg !35
  br label %17, !dbg !35

17:                                               ; preds = %15, %6
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  br i1 %4, label %18, label %22, !dbg !37

18:                                               ; preds = %17
  %19 = zext nneg i32 %7 to i64
  %20 = getelementptr inbounds i32, ptr %1, i64 %19
  %21 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14count_positiveE5count to ptr), align 4, !dbg !38, !tbaa !19
  store i32 %21, ptr %20, align 4, !dbg !39, !tbaa !19
  br label %22, !dbg !40

22:                                               ; preds = %18, %17
  ret void, !dbg !41
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race_atomic_reset.cu", directory: ".")
!2 = !{ptr @count_positive, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "count_positive", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !DILocation(line: 10, column: 9, scope: !9)
!17 = !DILocation(line: 10, column: 7, scope: !9)
!18 = !DILocation(line: 11, column: 11, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 11, column: 5, scope: !9)
!24 = !DILocation(line: 13, column: 3, scope: !9)
!25 = !DILocation(line: 58, column: 1, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 15, column: 10, scope: !9)
!28 = !DILocation(line: 59, column: 1, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 15, column: 23, scope: !9)
!31 = !DILocation(line: 15, column: 21, scope: !9)
!32 = !DILocation(line: 15, column: 34, scope: !9)
!33 = !DILocation(line: 15, column: 7, scope: !9)
!34 = !DILocation(line: 15, column: 39, scope: !9)
!35 = !DILocation(line: 16, column: 5, scope: !9)
!36 = !DILocation(line: 17, column: 3, scope: !9)
!37 = !DILocation(line: 18, column: 7, scope: !9)
!38 = !DILocation(line: 19, column: 23, scope: !9)
!39 = !DILocation(line: 19, column: 21, scope: !9)
!40 = !DILocation(line: 19, column: 5, scope: !9)
!41 = !DILocation(line: 20, column: 1, scope: !9)
