; ModuleID = 'sync_if_else.cu'
source_filename = "sync_if_else.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6halvesE1s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @halves(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = icmp ult i32 %3, 32, !dbg !16
  %5 = zext nneg i32 %3 to i64, !dbg !17
  %6 = getelementptr inbounds i32, ptr %0, i64 %5, !dbg !17
  %7 = load i32, ptr %6, align 4, !dbg !17, !tbaa !18
  %8 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ6halvesE1s to ptr), i64 0, i64 %5, !dbg !17
  %9 = select i1 %4, i32 1, i32 -1
  %10 = add nsw i32 %7, %9, !dbg !17
  store i32 %10, ptr %8, align 4, !dbg !17, !tbaa !18
  tail call void @llvm.nvvm.barrier0(), !dbg !22
  %11 = sub nsw i32 63, %3, !dbg !23
  %12 = sext i32 %11 to i64, !dbg !24
  %13 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ6halvesE1s to ptr), i64 0, i64 %12, !dbg !24
  %14 = load i32, ptr %13, align 4, !dbg !24, !tbaa !18
  %15 = getelementptr inbounds i32, ptr %1, i64 %5, !dbg !25
  store i32 %14, ptr %15, align 4, !dbg !26, !tbaa !18
  ret void, !dbg !27
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
!1 = !DIFile(filename: "sync_if_else.cu", directory: ".")
!2 = !{ptr @halves, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "halves", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 9, column: 9, scope: !9)
!17 = !DILocation(line: 0, scope: !9)
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C++ TBAA"}
!22 = !DILocation(line: 21, column: 3, scope: !9)
!23 = !DILocation(line: 23, column: 17, scope: !9)
!24 = !DILocation(line: 23, column: 12, scope: !9)
!25 = !DILocation(line: 23, column: 3, scope: !9)
!26 = !DILocation(line: 23, column: 10, scope: !9)
!27 = !DILocation(line: 24, column: 1, scope: !9)
