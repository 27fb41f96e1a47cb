; ModuleID = 'sync_loop_branch.cu'
source_filename = "sync_loop_branch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ4bumpE1s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @bump(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = zext nneg i32 %4 to i64, !dbg !16
  %6 = getelementptr inbounds i32, ptr %0, i64 %5, !dbg !16
  %7 = load i32, ptr %6, align 4, !dbg !16, !tbaa !17
  %8 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4bumpE1s to ptr), i64 0, i64 %5, !dbg !21
  store i32 %7, ptr %8, align 4, !dbg !22, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !23
  %9 = icmp sgt i32 %2, 0, !dbg !24
  br i1 %9, label %10, label %12, !dbg !25

10:                                               ; preds = %3
  %11 = icmp ult i32 %4, 16
  br label %21, !dbg !25

12:                                               ; preds = %26, %3
  tail call void @llvm.nvvm.barrier0(), !dbg !26
  %13 = sub nsw i32 63, %4, !dbg !27
  %14 = sext i32 %13 to i64, !dbg !28
  %15 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4bumpE1s to ptr), i64 0, i64 %14, !dbg !28
  %16 = load i32, ptr %15, align 4, !dbg !28, !tbaa !17
  %17 = getelementptr inbounds i32, ptr %1, i64 %5, !dbg !29
  store i32 %16, ptr %17, align 4, !dbg !30, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %18 = load i32, ptr %8, align 4, !dbg !32, !tbaa !17
  %19 = load i32, ptr %17, align 4, !dbg !33, !tbaa !17
  %20 = add nsw i32 %19, %18, !dbg !33
  store i32 %20, ptr %17, align 4, !dbg !33, !tbaa !17
  ret void, !dbg !34

21:                                               ; preds = %10, %26
  %22 = phi i32 [ 0, %10 ], [ %27, %26 ]
  br i1 %11, label %23, label %26, !dbg !35

23:                                               ; preds = %21
  %24 = load i32, ptr %8, align 4, !dbg !36, !tbaa !17
  %25 = add nsw i32 %24, %22, !dbg !36
  store i32 %25, ptr %8, align 4, !dbg !36, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  br label %26, !dbg !38

26:                                               ; preds = %21, %23
  %27 = add nuw nsw i32 %22, 1, !dbg !39
  %28 = icmp eq i32 %27, %2, !dbg !24
  br i1 %28, label %12, label %21, !dbg !25, !llvm.loop !40
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
!1 = !DIFile(filename: "sync_loop_branch.cu", directory: ".")
!2 = !{ptr @bump, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "bump", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 9, column: 10, scope: !9)
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 9, column: 3, scope: !9)
!22 = !DILocation(line: 9, column: 8, scope: !9)
!23 = !DILocation(line: 10, column: 3, scope: !9)
!24 = !DILocation(line: 11, column: 21, scope: !9)
!25 = !DILocation(line: 11, column: 3, scope: !9)
!26 = !DILocation(line: 22, column: 3, scope: !9)
!27 = !DILocation(line: 23, column: 17, scope: !9)
!28 = !DILocation(line: 23, column: 12, scope: !9)
!29 = !DILocation(line: 23, column: 3, scope: !9)
!30 = !DILocation(line: 23, column: 10, scope: !9)
!31 = !DILocation(line: 24, column: 3, scope: !9)
!32 = !DILocation(line: 25, column: 13, scope: !9)
!33 = !DILocation(line: 25, column: 10, scope: !9)
!34 = !DILocation(line: 26, column: 1, scope: !9)
!35 = !DILocation(line: 12, column: 9, scope: !9)
!36 = !DILocation(line: 13, column: 12, scope: !9)
!37 = !DILocation(line: 15, column: 7, scope: !9)
!38 = !DILocation(line: 17, column: 5, scope: !9)
!39 = !DILocation(line: 11, column: 26, scope: !9)
!40 = distinct !{!40, !25, !41, !42}
!41 = !DILocation(line: 21, column: 3, scope: !9)
!42 = !{!"llvm.loop.mustprogress"}
