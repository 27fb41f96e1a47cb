; ModuleID = 'race_cross_warp.cu'
source_filename = "race_cross_warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9add_rightE1s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @add_right(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = zext nneg i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !16
  %6 = load i32, ptr %5, align 4, !dbg !16, !tbaa !17
  %7 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9add_rightE1s to ptr), i64 0, i64 %4, !dbg !21
  store i32 %6, ptr %7, align 4, !dbg !22, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !23
  %8 = icmp ult i32 %3, 63, !dbg !24
  br i1 %8, label %9, label %14, !dbg !25

9:                                                ; preds = %2
  %10 = add nuw nsw i32 %3, 1
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9add_rightE1s to ptr), i64 0, i64 %11
  %13 = load i32, ptr %12, align 4, !dbg !26, !tbaa !17
  br label %14, !dbg !25

14:                                               ; preds = %2, %9
  %15 = phi i32 [ %13, %9 ], [ 0, %2 ], !dbg !25
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !27
  %16 = load i32, ptr %7, align 4, !dbg !30, !tbaa !17
  %17 = add nsw i32 %16, %15, !dbg !30
  store i32 %17, ptr %7, align 4, !dbg !30, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %18 = load i32, ptr %7, align 4, !dbg !32, !tbaa !17
  %19 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !33
  store i32 %18, ptr %19, align 4, !dbg !34, !tbaa !17
  ret void, !dbg !35
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race_cross_warp.cu", directory: ".")
!2 = !{ptr @add_right, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "add_right", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!23 = !DILocation(line: 11, column: 3, scope: !9)
!24 = !DILocation(line: 15, column: 21, scope: !9)
!25 = !DILocation(line: 15, column: 15, scope: !9)
!26 = !DILocation(line: 15, column: 28, scope: !9)
!27 = !DILocation(line: 76, column: 56, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 17, column: 3, scope: !9)
!30 = !DILocation(line: 18, column: 8, scope: !9)
!31 = !DILocation(line: 19, column: 3, scope: !9)
!32 = !DILocation(line: 20, column: 12, scope: !9)
!33 = !DILocation(line: 20, column: 3, scope: !9)
!34 = !DILocation(line: 20, column: 10, scope: !9)
!35 = !DILocation(line: 21, column: 1, scope: !9)
