; ModuleID = 'coalescing.cu'
source_filename = "coalescing.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @copy_coalesced(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !10 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %5 = mul i32 %3, %4, !dbg !20
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %7 = add i32 %5, %6, !dbg !24
  %8 = sext i32 %7 to i64, !dbg !25
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !25
  %10 = load float, ptr %9, align 4, !dbg !25, !tbaa !26
  %11 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !30
  store float %10, ptr %11, align 4, !dbg !31, !tbaa !26
  ret void, !dbg !32
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @copy_strided(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !33 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !34
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !36
  %6 = mul i32 %4, %5, !dbg !38
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !39
  %8 = add i32 %6, %7, !dbg !41
  %9 = mul nsw i32 %8, %2, !dbg !42
  %10 = sext i32 %9 to i64, !dbg !43
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !43
  %12 = load float, ptr %11, align 4, !dbg !43, !tbaa !26
  %13 = sext i32 %8 to i64, !dbg !44
  %14 = getelementptr inbounds float, ptr %1, i64 %13, !dbg !44
  store float %12, ptr %14, align 4, !dbg !45, !tbaa !26
  ret void, !dbg !46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "coalescing.cu", directory: ".")
!2 = !{ptr @copy_coalesced, !"kernel", i32 1}
!3 = !{ptr @copy_strided, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "copy_coalesced", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./../../conformance/cases/cuda/cuda.h", directory: ".")
!16 = distinct !DILocation(line: 6, column: 11, scope: !10)
!17 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 6, column: 24, scope: !10)
!20 = !DILocation(line: 6, column: 22, scope: !10)
!21 = !DILocation(line: 57, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 57, type: !11, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 6, column: 37, scope: !10)
!24 = !DILocation(line: 6, column: 35, scope: !10)
!25 = !DILocation(line: 7, column: 12, scope: !10)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 7, column: 3, scope: !10)
!31 = !DILocation(line: 7, column: 10, scope: !10)
!32 = !DILocation(line: 8, column: 1, scope: !10)
!33 = distinct !DISubprogram(name: "copy_strided", scope: !1, file: !1, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !35)
!35 = distinct !DILocation(line: 11, column: 11, scope: !33)
!36 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !37)
!37 = distinct !DILocation(line: 11, column: 24, scope: !33)
!38 = !DILocation(line: 11, column: 22, scope: !33)
!39 = !DILocation(line: 57, column: 1, scope: !22, inlinedAt: !40)
!40 = distinct !DILocation(line: 11, column: 37, scope: !33)
!41 = !DILocation(line: 11, column: 35, scope: !33)
!42 = !DILocation(line: 12, column: 17, scope: !33)
!43 = !DILocation(line: 12, column: 12, scope: !33)
!44 = !DILocation(line: 12, column: 3, scope: !33)
!45 = !DILocation(line: 12, column: 10, scope: !33)
!46 = !DILocation(line: 13, column: 1, scope: !33)
