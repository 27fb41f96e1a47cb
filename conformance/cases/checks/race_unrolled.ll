; ModuleID = 'race_unrolled.cu'
source_filename = "race_unrolled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @spread(ptr noalias nocapture noundef readonly %0, ptr nocapture noundef %1, ptr noalias nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr %0, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !16
  %8 = getelementptr inbounds i32, ptr %1, i64 %5, !dbg !20
  store i32 %7, ptr %8, align 4, !dbg !21, !tbaa !16
  %9 = add nsw i32 %7, 1, !dbg !22
  %10 = zext nneg i32 %4 to i64, !dbg !20
  %11 = getelementptr inbounds i32, ptr %1, i64 %10, !dbg !20
  %12 = getelementptr inbounds i8, ptr %11, i64 256, !dbg !20
  store i32 %9, ptr %12, align 4, !dbg !21, !tbaa !16
  %13 = add nsw i32 %7, 2, !dbg !22
  %14 = zext nneg i32 %4 to i64, !dbg !20
  %15 = getelementptr inbounds i32, ptr %1, i64 %14, !dbg !20
  %16 = getelementptr inbounds i8, ptr %15, i64 512, !dbg !20
  store i32 %13, ptr %16, align 4, !dbg !21, !tbaa !16
  %17 = add nsw i32 %7, 3, !dbg !22
  %18 = zext nneg i32 %4 to i64, !dbg !20
  %19 = getelementptr inbounds i32, ptr %1, i64 %18, !dbg !20
  %20 = getelementptr inbounds i8, ptr %19, i64 768, !dbg !20
  store i32 %17, ptr %20, align 4, !dbg !21, !tbaa !16
  %21 = and i32 %4, 63
  %22 = xor i32 %21, 32, !dbg !23
  %23 = zext nneg i32 %22 to i64, !dbg !24
  %24 = getelementptr inbounds i32, ptr %1, i64 %23, !dbg !24
  %25 = load i32, ptr %24, align 4, !dbg !24, !tbaa !16
  %26 = xor i32 %21, 96, !dbg !23
  %27 = zext nneg i32 %26 to i64, !dbg !24
  %28 = getelementptr inbounds i32, ptr %1, i64 %27, !dbg !24
  %29 = load i32, ptr %28, align 4, !dbg !24, !tbaa !16
  %30 = add nsw i32 %29, %25, !dbg !25
  %31 = xor i32 %21, 160, !dbg !23
  %32 = zext nneg i32 %31 to i64, !dbg !24
  %33 = getelementptr inbounds i32, ptr %1, i64 %32, !dbg !24
  %34 = load i32, ptr %33, align 4, !dbg !24, !tbaa !16
  %35 = add nsw i32 %34, %30, !dbg !25
  %36 = xor i32 %21, 224, !dbg !23
  %37 = zext nneg i32 %36 to i64, !dbg !24
  %38 = getelementptr inbounds i32, ptr %1, i64 %37, !dbg !24
  %39 = load i32, ptr %38, align 4, !dbg !24, !tbaa !16
  %40 = add nsw i32 %39, %35, !dbg !25
  %41 = getelementptr inbounds i32, ptr %2, i64 %5, !dbg !26
  store i32 %40, ptr %41, align 4, !dbg !27, !tbaa !16
  ret void, !dbg !28
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
!1 = !DIFile(filename: "race_unrolled.cu", directory: ".")
!2 = !{ptr @spread, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "spread", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C++ TBAA"}
!20 = !DILocation(line: 12, column: 5, scope: !9)
!21 = !DILocation(line: 12, column: 25, scope: !9)
!22 = !DILocation(line: 12, column: 33, scope: !9)
!23 = !DILocation(line: 19, column: 27, scope: !9)
!24 = !DILocation(line: 19, column: 12, scope: !9)
!25 = !DILocation(line: 19, column: 9, scope: !9)
!26 = !DILocation(line: 20, column: 3, scope: !9)
!27 = !DILocation(line: 20, column: 10, scope: !9)
!28 = !DILocation(line: 21, column: 1, scope: !9)
