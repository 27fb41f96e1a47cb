; ModuleID = 'partial_tile.cu'
source_filename = "partial_tile.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10mirror_sumE4tile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @mirror_sum(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = icmp ult i32 %3, 64, !dbg !16
  br i1 %4, label %5, label %7, !dbg !17

5:                                                ; preds = %2
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %17, !dbg !17

7:                                                ; preds = %17, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !18
  %8 = zext nneg i32 %3 to i64, !dbg !19
  %9 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10mirror_sumE4tile to ptr), i64 0, i64 %8, !dbg !19
  %10 = load i32, ptr %9, align 4, !dbg !19, !tbaa !20
  %11 = sub nsw i32 63, %3, !dbg !24
  %12 = sext i32 %11 to i64, !dbg !25
  %13 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10mirror_sumE4tile to ptr), i64 0, i64 %12, !dbg !25
  %14 = load i32, ptr %13, align 4, !dbg !25, !tbaa !20
  %15 = add nsw i32 %14, %10, !dbg !26
  %16 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !27
  store i32 %15, ptr %16, align 4, !dbg !28, !tbaa !20
  ret void, !dbg !29

17:                                               ; preds = %5, %17
  %18 = phi i32 [ %3, %5 ], [ %23, %17 ]
  %19 = zext nneg i32 %18 to i64, !dbg !30
  %20 = getelementptr inbounds i32, ptr %0, i64 %19, !dbg !30
  %21 = load i32, ptr %20, align 4, !dbg !30, !tbaa !20
  %22 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10mirror_sumE4tile to ptr), i64 0, i64 %19, !dbg !31
  store i32 %21, ptr %22, align 4, !dbg !32, !tbaa !20
  %23 = add nuw nsw i32 %18, %6, !dbg !33
  %24 = icmp ult i32 %23, 64, !dbg !16
  br i1 %24, label %17, label %7, !dbg !17, !llvm.loop !34
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!1 = !DIFile(filename: "partial_tile.cu", directory: ".")
!2 = !{ptr @mirror_sum, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "mirror_sum", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 9, column: 21, scope: !9)
!17 = !DILocation(line: 9, column: 3, scope: !9)
!18 = !DILocation(line: 14, column: 3, scope: !9)
!19 = !DILocation(line: 15, column: 12, scope: !9)
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C++ TBAA"}
!24 = !DILocation(line: 15, column: 30, scope: !9)
!25 = !DILocation(line: 15, column: 22, scope: !9)
!26 = !DILocation(line: 15, column: 20, scope: !9)
!27 = !DILocation(line: 15, column: 3, scope: !9)
!28 = !DILocation(line: 15, column: 10, scope: !9)
!29 = !DILocation(line: 16, column: 1, scope: !9)
!30 = !DILocation(line: 10, column: 15, scope: !9)
!31 = !DILocation(line: 10, column: 5, scope: !9)
!32 = !DILocation(line: 10, column: 13, scope: !9)
!33 = !DILocation(line: 9, column: 29, scope: !9)
!34 = distinct !{!34, !17, !35, !36}
!35 = !DILocation(line: 10, column: 19, scope: !9)
!36 = !{!"llvm.loop.mustprogress"}
