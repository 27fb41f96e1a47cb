; ModuleID = 'warp_broadcast_nosync.cu'
source_filename = "warp_broadcast_nosync.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13add_warp_baseE4base = internal unnamed_addr addrspace(3) global [2 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @add_warp_base(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = lshr i32 %3, 5, !dbg !16
  %5 = and i32 %3, 31, !dbg !17
  %6 = icmp eq i32 %5, 0, !dbg !17
  br i1 %6, label %10, label %7, !dbg !18

7:                                                ; preds = %2
  %8 = zext nneg i32 %3 to i64, !dbg !19
  %9 = zext nneg i32 %4 to i64, !dbg !20
  br label %16, !dbg !18

10:                                               ; preds = %2
  %11 = zext nneg i32 %4 to i64
  %12 = getelementptr inbounds [2 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13add_warp_baseE4base to ptr), i64 0, i64 %11
  %13 = zext nneg i32 %3 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !dbg !21, !tbaa !22
  store i32 %15, ptr %12, align 4, !dbg !26, !tbaa !22
  br label %16, !dbg !27

16:                                               ; preds = %7, %10
  %17 = phi i64 [ %9, %7 ], [ %11, %10 ], !dbg !20
  %18 = phi i64 [ %8, %7 ], [ %13, %10 ], !dbg !19
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !28
  %19 = getelementptr inbounds i32, ptr %0, i64 %18, !dbg !19
  %20 = load i32, ptr %19, align 4, !dbg !19, !tbaa !22
  %21 = getelementptr inbounds [2 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13add_warp_baseE4base to ptr), i64 0, i64 %17, !dbg !20
  %22 = load i32, ptr %21, align 4, !dbg !20, !tbaa !22
  %23 = sub nsw i32 %20, %22, !dbg !31
  %24 = getelementptr inbounds i32, ptr %1, i64 %18, !dbg !32
  store i32 %23, ptr %24, align 4, !dbg !33, !tbaa !22
  ret void, !dbg !34
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
!1 = !DIFile(filename: "warp_broadcast_nosync.cu", directory: ".")
!2 = !{ptr @add_warp_base, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "add_warp_base", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 7, column: 30, scope: !9)
!17 = !DILocation(line: 8, column: 14, scope: !9)
!18 = !DILocation(line: 8, column: 7, scope: !9)
!19 = !DILocation(line: 13, column: 12, scope: !9)
!20 = !DILocation(line: 13, column: 20, scope: !9)
!21 = !DILocation(line: 9, column: 15, scope: !9)
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 9, column: 13, scope: !9)
!27 = !DILocation(line: 9, column: 5, scope: !9)
!28 = !DILocation(line: 76, column: 56, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 11, column: 3, scope: !9)
!31 = !DILocation(line: 13, column: 18, scope: !9)
!32 = !DILocation(line: 13, column: 3, scope: !9)
!33 = !DILocation(line: 13, column: 10, scope: !9)
!34 = !DILocation(line: 14, column: 1, scope: !9)
