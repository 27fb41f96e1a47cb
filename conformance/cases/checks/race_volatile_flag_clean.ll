; ModuleID = 'race_volatile_flag.cu'
source_filename = "race_volatile_flag.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7handoffE4data = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ7handoffE4flag = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @handoff(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = icmp eq i32 %3, 1, !dbg !16
  br i1 %4, label %5, label %6, !dbg !17

5:                                                ; preds = %2
  store volatile i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ7handoffE4flag to ptr), align 4, !dbg !18, !tbaa !19
  br label %6, !dbg !23

6:                                                ; preds = %5, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !24
  %7 = icmp eq i32 %3, 0, !dbg !25
  br i1 %7, label %8, label %11, !dbg !26

8:                                                ; preds = %6
  %9 = load i32, ptr %0, align 4, !dbg !27, !tbaa !19
  %10 = add nsw i32 %9, 5, !dbg !28
  store i32 %10, ptr addrspacecast (ptr addrspace(3) @_ZZ7handoffE4data to ptr), align 4, !dbg !29, !tbaa !19
  store volatile i32 1, ptr addrspacecast (ptr addrspace(3) @_ZZ7handoffE4flag to ptr), align 4, !dbg !30, !tbaa !19
  br label %11, !dbg !31

11:                                               ; preds = %8, %6
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !32
  br i1 %4, label %12, label %17, !dbg !35

12:                                               ; preds = %11, %12
  %13 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7handoffE4flag to ptr), align 4, !dbg !36, !tbaa !19
  %14 = icmp eq i32 %13, 0, !dbg !37
  br i1 %14, label %12, label %15, !dbg !38, !llvm.loop !39

15:                                               ; preds = %12
  %16 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7handoffE4data to ptr), align 4, !dbg !42, !tbaa !19
  store i32 %16, ptr %1, align 4, !dbg !43, !tbaa !19
  br label %17, !dbg !44

17:                                               ; preds = %15, %11
  ret void, !dbg !45
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
!1 = !DIFile(filename: "race_volatile_flag.cu", directory: ".")
!2 = !{ptr @handoff, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "handoff", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 11, column: 14, scope: !9)
!16 = !DILocation(line: 12, column: 12, scope: !9)
!17 = !DILocation(line: 12, column: 7, scope: !9)
!18 = !DILocation(line: 13, column: 12, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 13, column: 5, scope: !9)
!24 = !DILocation(line: 14, column: 3, scope: !9)
!25 = !DILocation(line: 15, column: 12, scope: !9)
!26 = !DILocation(line: 15, column: 7, scope: !9)
!27 = !DILocation(line: 16, column: 12, scope: !9)
!28 = !DILocation(line: 16, column: 18, scope: !9)
!29 = !DILocation(line: 16, column: 10, scope: !9)
!30 = !DILocation(line: 17, column: 12, scope: !9)
!31 = !DILocation(line: 18, column: 3, scope: !9)
!32 = !DILocation(line: 76, column: 56, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 20, column: 3, scope: !9)
!35 = !DILocation(line: 22, column: 7, scope: !9)
!36 = !DILocation(line: 23, column: 12, scope: !9)
!37 = !DILocation(line: 23, column: 19, scope: !9)
!38 = !DILocation(line: 23, column: 5, scope: !9)
!39 = distinct !{!39, !38, !40, !41}
!40 = !DILocation(line: 24, column: 7, scope: !9)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 25, column: 14, scope: !9)
!43 = !DILocation(line: 25, column: 12, scope: !9)
!44 = !DILocation(line: 26, column: 3, scope: !9)
!45 = !DILocation(line: 27, column: 1, scope: !9)
