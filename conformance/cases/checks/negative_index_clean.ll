; ModuleID = 'negative_index.cu'
source_filename = "negative_index.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @blur3(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %6 = mul i32 %4, %5, !dbg !19
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %8 = add i32 %6, %7, !dbg !23
  %9 = icmp sgt i32 %8, 0, !dbg !24
  %10 = add nsw i32 %2, -1
  %11 = icmp slt i32 %8, %10
  %12 = select i1 %9, i1 %11, i1 false, !dbg !25
  br i1 %12, label %13, label %25, !dbg !25

13:                                               ; preds = %3
  %14 = zext nneg i32 %8 to i64, !dbg !26
  %15 = getelementptr i32, ptr %0, i64 %14, !dbg !26
  %16 = getelementptr i8, ptr %15, i64 -4, !dbg !26
  %17 = load i32, ptr %16, align 4, !dbg !26, !tbaa !27
  %18 = load i32, ptr %15, align 4, !dbg !31, !tbaa !27
  %19 = shl nsw i32 %18, 1, !dbg !32
  %20 = add nsw i32 %19, %17, !dbg !33
  %21 = getelementptr inbounds i8, ptr %15, i64 4, !dbg !34
  %22 = load i32, ptr %21, align 4, !dbg !34, !tbaa !27
  %23 = add nsw i32 %20, %22, !dbg !35
  %24 = getelementptr inbounds i32, ptr %1, i64 %14, !dbg !36
  store i32 %23, ptr %24, align 4, !dbg !37, !tbaa !27
  br label %25, !dbg !36

25:                                               ; preds = %13, %3
  ret void, !dbg !38
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
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "negative_index.cu", directory: ".")
!2 = !{ptr @blur3, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "blur3", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 5, column: 11, scope: !9)
!16 = !DILocation(line: 59, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 5, column: 24, scope: !9)
!19 = !DILocation(line: 5, column: 22, scope: !9)
!20 = !DILocation(line: 57, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 5, column: 37, scope: !9)
!23 = !DILocation(line: 5, column: 35, scope: !9)
!24 = !DILocation(line: 7, column: 9, scope: !9)
!25 = !DILocation(line: 7, column: 13, scope: !9)
!26 = !DILocation(line: 11, column: 14, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 11, column: 30, scope: !9)
!32 = !DILocation(line: 11, column: 28, scope: !9)
!33 = !DILocation(line: 11, column: 24, scope: !9)
!34 = !DILocation(line: 11, column: 38, scope: !9)
!35 = !DILocation(line: 11, column: 36, scope: !9)
!36 = !DILocation(line: 11, column: 5, scope: !9)
!37 = !DILocation(line: 11, column: 12, scope: !9)
!38 = !DILocation(line: 12, column: 1, scope: !9)
