; ModuleID = 'pitch_2d.cu'
source_filename = "pitch_2d.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @copy_rows(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = udiv i32 %5, %2, !dbg !16
  %7 = mul i32 %6, %2, !dbg !17
  %8 = sub i32 %5, %7, !dbg !17
  %9 = mul nsw i32 %6, %3, !dbg !18
  %10 = sext i32 %9 to i64, !dbg !19
  %11 = getelementptr inbounds i8, ptr %0, i64 %10, !dbg !19
  %12 = zext nneg i32 %8 to i64, !dbg !20
  %13 = getelementptr inbounds float, ptr %11, i64 %12, !dbg !20
  %14 = load float, ptr %13, align 4, !dbg !20, !tbaa !21
  %15 = mul nsw i32 %6, %2, !dbg !25
  %16 = add nsw i32 %15, %8, !dbg !26
  %17 = sext i32 %16 to i64, !dbg !27
  %18 = getelementptr inbounds float, ptr %1, i64 %17, !dbg !27
  store float %14, ptr %18, align 4, !dbg !28, !tbaa !21
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
!1 = !DIFile(filename: "pitch_2d.cu", directory: ".")
!2 = !{ptr @copy_rows, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "copy_rows", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 11, scope: !9)
!16 = !DILocation(line: 6, column: 48, scope: !9)
!17 = !DILocation(line: 6, column: 23, scope: !9)
!18 = !DILocation(line: 8, column: 59, scope: !9)
!19 = !DILocation(line: 8, column: 55, scope: !9)
!20 = !DILocation(line: 9, column: 24, scope: !9)
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C++ TBAA"}
!25 = !DILocation(line: 9, column: 9, scope: !9)
!26 = !DILocation(line: 9, column: 17, scope: !9)
!27 = !DILocation(line: 9, column: 3, scope: !9)
!28 = !DILocation(line: 9, column: 22, scope: !9)
!29 = !DILocation(line: 13, column: 1, scope: !9)
