; ModuleID = 'vector_by_element.cu'
source_filename = "vector_by_element.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @vector_by_element(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = load i32, ptr %0, align 4, !dbg !12, !tbaa !13
  %4 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !17
  %5 = load i32, ptr %4, align 4, !dbg !17, !tbaa !13
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !18
  %7 = load i32, ptr %6, align 4, !dbg !18, !tbaa !13
  %8 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !19
  %9 = load i32, ptr %8, align 4, !dbg !19, !tbaa !13
  %10 = add i32 %5, %3, !dbg !20
  %11 = add i32 %10, %7, !dbg !21
  %12 = add i32 %11, %9, !dbg !22
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %14 = zext nneg i32 %13 to i64, !dbg !27
  %15 = getelementptr inbounds i32, ptr %1, i64 %14, !dbg !27
  store i32 %12, ptr %15, align 4, !dbg !28, !tbaa !13
  ret void, !dbg !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vector_by_element.cu", directory: ".")
!2 = !{ptr @vector_by_element, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "vector_by_element", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 12, column: 9, scope: !9)
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !DILocation(line: 13, column: 9, scope: !9)
!18 = !DILocation(line: 14, column: 9, scope: !9)
!19 = !DILocation(line: 18, column: 11, scope: !9)
!20 = !DILocation(line: 19, column: 26, scope: !9)
!21 = !DILocation(line: 19, column: 32, scope: !9)
!22 = !DILocation(line: 19, column: 38, scope: !9)
!23 = !DILocation(line: 57, column: 1, scope: !24, inlinedAt: !26)
!24 = distinct !DISubprogram(name: "getX", scope: !25, file: !25, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!26 = distinct !DILocation(line: 19, column: 7, scope: !9)
!27 = !DILocation(line: 19, column: 3, scope: !9)
!28 = !DILocation(line: 19, column: 20, scope: !9)
!29 = !DILocation(line: 20, column: 1, scope: !9)
