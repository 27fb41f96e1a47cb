; ModuleID = 'syncwarp_wrong_mask.cu'
source_filename = "syncwarp_wrong_mask.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8swap_lowE1s = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @swap_low(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = icmp ult i32 %3, 16, !dbg !16
  br i1 %4, label %5, label %10, !dbg !17

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64
  %7 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8swap_lowE1s to ptr), i64 0, i64 %6
  %8 = getelementptr inbounds i32, ptr %0, i64 %6
  %9 = load i32, ptr %8, align 4, !dbg !18, !tbaa !19
  store i32 %9, ptr %7, align 4, !dbg !23, !tbaa !19
  br label %10, !dbg !24

10:                                               ; preds = %5, %2
  tail call void @llvm.nvvm.bar.warp.sync(i32 65535), !dbg !25
  br i1 %4, label %11, label %16, !dbg !28

11:                                               ; preds = %10
  %12 = xor i32 %3, 1, !dbg !29
  %13 = zext nneg i32 %12 to i64, !dbg !30
  %14 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8swap_lowE1s to ptr), i64 0, i64 %13, !dbg !30
  %15 = zext nneg i32 %3 to i64, !dbg !31
  br label %19, !dbg !28

16:                                               ; preds = %10
  %17 = zext nneg i32 %3 to i64, !dbg !32
  %18 = getelementptr inbounds i32, ptr %0, i64 %17, !dbg !32
  br label %19, !dbg !28

19:                                               ; preds = %16, %11
  %20 = phi i64 [ %17, %16 ], [ %15, %11 ], !dbg !31
  %21 = phi ptr [ %18, %16 ], [ %14, %11 ]
  %22 = load i32, ptr %21, align 4, !dbg !28, !tbaa !19
  %23 = getelementptr inbounds i32, ptr %1, i64 %20, !dbg !31
  store i32 %22, ptr %23, align 4, !dbg !33, !tbaa !19
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
!1 = !DIFile(filename: "syncwarp_wrong_mask.cu", directory: ".")
!2 = !{ptr @swap_low, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "swap_low", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 8, column: 9, scope: !9)
!17 = !DILocation(line: 8, column: 7, scope: !9)
!18 = !DILocation(line: 9, column: 12, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 9, column: 10, scope: !9)
!24 = !DILocation(line: 9, column: 5, scope: !9)
!25 = !DILocation(line: 76, column: 56, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 13, column: 3, scope: !9)
!28 = !DILocation(line: 15, column: 12, scope: !9)
!29 = !DILocation(line: 15, column: 25, scope: !9)
!30 = !DILocation(line: 15, column: 21, scope: !9)
!31 = !DILocation(line: 15, column: 3, scope: !9)
!32 = !DILocation(line: 15, column: 32, scope: !9)
!33 = !DILocation(line: 15, column: 10, scope: !9)
!34 = !DILocation(line: 16, column: 1, scope: !9)
