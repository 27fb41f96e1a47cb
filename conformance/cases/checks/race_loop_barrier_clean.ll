; ModuleID = 'race_loop_barrier.cu'
source_filename = "race_loop_barrier.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9tile_sumsE4tile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tile_sums(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = icmp sgt i32 %2, 0, !dbg !16
  %6 = zext nneg i32 %4 to i64
  br i1 %5, label %7, label %12, !dbg !17

7:                                                ; preds = %3
  %8 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9tile_sumsE4tile to ptr), i64 0, i64 %6
  %9 = sub nsw i32 63, %4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9tile_sumsE4tile to ptr), i64 0, i64 %10
  br label %15, !dbg !17

12:                                               ; preds = %15, %3
  %13 = phi i32 [ 0, %3 ], [ %23, %15 ], !dbg !18
  %14 = getelementptr inbounds i32, ptr %1, i64 %6, !dbg !19
  store i32 %13, ptr %14, align 4, !dbg !20, !tbaa !21
  ret void, !dbg !25

15:                                               ; preds = %7, %15
  %16 = phi i32 [ 0, %7 ], [ %24, %15 ]
  %17 = phi i32 [ 0, %7 ], [ %23, %15 ]
  %18 = add nuw nsw i32 %16, %4, !dbg !26
  %19 = zext nneg i32 %18 to i64, !dbg !27
  %20 = getelementptr inbounds i32, ptr %0, i64 %19, !dbg !27
  %21 = load i32, ptr %20, align 4, !dbg !27, !tbaa !21
  store i32 %21, ptr %8, align 4, !dbg !28, !tbaa !21
  tail call void @llvm.nvvm.barrier0(), !dbg !29
  %22 = load i32, ptr %11, align 4, !dbg !30, !tbaa !21
  %23 = add nsw i32 %22, %17, !dbg !31
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %24 = add nuw nsw i32 %16, 64, !dbg !33
  %25 = icmp slt i32 %24, %2, !dbg !16
  br i1 %25, label %15, label %12, !dbg !17, !llvm.loop !34
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
!1 = !DIFile(filename: "race_loop_barrier.cu", directory: ".")
!2 = !{ptr @tile_sums, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "tile_sums", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !DILocation(line: 11, column: 27, scope: !9)
!17 = !DILocation(line: 11, column: 3, scope: !9)
!18 = !DILocation(line: 0, scope: !9)
!19 = !DILocation(line: 19, column: 3, scope: !9)
!20 = !DILocation(line: 19, column: 10, scope: !9)
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C++ TBAA"}
!25 = !DILocation(line: 20, column: 1, scope: !9)
!26 = !DILocation(line: 12, column: 23, scope: !9)
!27 = !DILocation(line: 12, column: 15, scope: !9)
!28 = !DILocation(line: 12, column: 13, scope: !9)
!29 = !DILocation(line: 13, column: 5, scope: !9)
!30 = !DILocation(line: 14, column: 12, scope: !9)
!31 = !DILocation(line: 14, column: 9, scope: !9)
!32 = !DILocation(line: 16, column: 5, scope: !9)
!33 = !DILocation(line: 11, column: 37, scope: !9)
!34 = distinct !{!34, !17, !35, !36}
!35 = !DILocation(line: 18, column: 3, scope: !9)
!36 = !{!"llvm.loop.mustprogress"}
