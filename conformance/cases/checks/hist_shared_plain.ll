; ModuleID = 'hist_shared_plain.cu'
source_filename = "hist_shared_plain.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10histogram8E4bins = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @histogram8(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = icmp ult i32 %3, 8, !dbg !16
  %5 = zext nneg i32 %3 to i64
  br i1 %4, label %6, label %8, !dbg !17

6:                                                ; preds = %2
  %7 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10histogram8E4bins to ptr), i64 0, i64 %5
  store i32 0, ptr %7, align 4, !dbg !18, !tbaa !19
  br label %8, !dbg !23

8:                                                ; preds = %2, %6
  tail call void @llvm.nvvm.barrier0(), !dbg !24
  %9 = getelementptr inbounds i32, ptr %0, i64 %5, !dbg !25
  %10 = load i32, ptr %9, align 4, !dbg !25, !tbaa !19
  %11 = and i32 %10, 7, !dbg !26
  %12 = zext nneg i32 %11 to i64, !dbg !27
  %13 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10histogram8E4bins to ptr), i64 0, i64 %12, !dbg !27
  %14 = load i32, ptr %13, align 4, !dbg !28, !tbaa !19
  %15 = add nsw i32 %14, 1, !dbg !28
  store i32 %15, ptr %13, align 4, !dbg !28, !tbaa !19
  tail call void @llvm.nvvm.barrier0(), !dbg !29
  br i1 %4, label %16, label %20, !dbg !30

16:                                               ; preds = %8
  %17 = getelementptr inbounds i32, ptr %1, i64 %5
  %18 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10histogram8E4bins to ptr), i64 0, i64 %5
  %19 = load i32, ptr %18, align 4, !dbg !31, !tbaa !19
  store i32 %19, ptr %17, align 4, !dbg !32, !tbaa !19
  br label %20, !dbg !33

20:                                               ; preds = %16, %8
  ret void, !dbg !34
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "hist_shared_plain.cu", directory: ".")
!2 = !{ptr @histogram8, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "histogram8", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 11, scope: !9)
!16 = !DILocation(line: 7, column: 9, scope: !9)
!17 = !DILocation(line: 7, column: 7, scope: !9)
!18 = !DILocation(line: 8, column: 13, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 8, column: 5, scope: !9)
!24 = !DILocation(line: 9, column: 3, scope: !9)
!25 = !DILocation(line: 10, column: 11, scope: !9)
!26 = !DILocation(line: 10, column: 17, scope: !9)
!27 = !DILocation(line: 14, column: 3, scope: !9)
!28 = !DILocation(line: 14, column: 10, scope: !9)
!29 = !DILocation(line: 16, column: 3, scope: !9)
!30 = !DILocation(line: 17, column: 7, scope: !9)
!31 = !DILocation(line: 18, column: 14, scope: !9)
!32 = !DILocation(line: 18, column: 12, scope: !9)
!33 = !DILocation(line: 18, column: 5, scope: !9)
!34 = !DILocation(line: 19, column: 1, scope: !9)
