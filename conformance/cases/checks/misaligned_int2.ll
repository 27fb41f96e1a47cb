; ModuleID = 'misaligned_int2.cu'
source_filename = "misaligned_int2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9odd_pairsE1s = internal unnamed_addr addrspace(3) global [66 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @odd_pairs(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = zext nneg i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !16
  %6 = load i32, ptr %5, align 4, !dbg !16, !tbaa !17
  %7 = getelementptr inbounds [66 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9odd_pairsE1s to ptr), i64 0, i64 %4, !dbg !21
  store i32 %6, ptr %7, align 4, !dbg !22, !tbaa !17
  %8 = add nuw nsw i32 %3, 32, !dbg !23
  %9 = zext nneg i32 %8 to i64, !dbg !24
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !24
  %11 = load i32, ptr %10, align 4, !dbg !24, !tbaa !17
  %12 = getelementptr inbounds [66 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9odd_pairsE1s to ptr), i64 0, i64 %9, !dbg !25
  store i32 %11, ptr %12, align 4, !dbg !26, !tbaa !17
  %13 = icmp ult i32 %3, 2, !dbg !27
  br i1 %13, label %14, label %20, !dbg !28

14:                                               ; preds = %2
  %15 = or disjoint i32 %3, 64
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [66 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9odd_pairsE1s to ptr), i64 0, i64 %16
  %18 = getelementptr inbounds i32, ptr %0, i64 %16
  %19 = load i32, ptr %18, align 4, !dbg !29, !tbaa !17
  store i32 %19, ptr %17, align 4, !dbg !30, !tbaa !17
  br label %20, !dbg !31

20:                                               ; preds = %14, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %21 = getelementptr inbounds <2 x i32>, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9odd_pairsE1s to ptr), i64 4), i64 %4, !dbg !33
  %22 = load <2 x i32>, ptr %21, align 8, !dbg !33, !tbaa !34
  %23 = getelementptr inbounds <2 x i32>, ptr %1, i64 %4, !dbg !35
  store <2 x i32> %22, ptr %23, align 8, !dbg !36, !tbaa !34
  ret void, !dbg !37
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
!1 = !DIFile(filename: "misaligned_int2.cu", directory: ".")
!2 = !{ptr @odd_pairs, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "odd_pairs", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !DILocation(line: 10, column: 10, scope: !9)
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 10, column: 3, scope: !9)
!22 = !DILocation(line: 10, column: 8, scope: !9)
!23 = !DILocation(line: 11, column: 20, scope: !9)
!24 = !DILocation(line: 11, column: 15, scope: !9)
!25 = !DILocation(line: 11, column: 3, scope: !9)
!26 = !DILocation(line: 11, column: 13, scope: !9)
!27 = !DILocation(line: 12, column: 9, scope: !9)
!28 = !DILocation(line: 12, column: 7, scope: !9)
!29 = !DILocation(line: 13, column: 17, scope: !9)
!30 = !DILocation(line: 13, column: 15, scope: !9)
!31 = !DILocation(line: 13, column: 5, scope: !9)
!32 = !DILocation(line: 14, column: 3, scope: !9)
!33 = !DILocation(line: 20, column: 38, scope: !9)
!34 = !{!19, !19, i64 0}
!35 = !DILocation(line: 20, column: 3, scope: !9)
!36 = !DILocation(line: 20, column: 36, scope: !9)
!37 = !DILocation(line: 22, column: 1, scope: !9)
