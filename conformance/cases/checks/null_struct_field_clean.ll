; ModuleID = 'null_struct_field.cu'
source_filename = "null_struct_field.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @apply(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr noundef readonly %2) local_unnamed_addr #0 !dbg !9 {
  %4 = icmp eq ptr %2, null, !dbg !12
  br i1 %4, label %8, label %5, !dbg !12

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %2, i64 4
  %7 = load i32, ptr %6, align 4, !dbg !13, !tbaa !14
  br label %8, !dbg !12

8:                                                ; preds = %3, %5
  %9 = phi i32 [ %7, %5 ], [ 1, %3 ], !dbg !12
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !19
  %11 = zext nneg i32 %10 to i64, !dbg !23
  %12 = getelementptr inbounds i32, ptr %0, i64 %11, !dbg !23
  %13 = load i32, ptr %12, align 4, !dbg !23, !tbaa !24
  %14 = mul nsw i32 %13, %9, !dbg !25
  %15 = getelementptr inbounds i32, ptr %1, i64 %11, !dbg !26
  store i32 %14, ptr %15, align 4, !dbg !27, !tbaa !24
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
!1 = !DIFile(filename: "null_struct_field.cu", directory: ".")
!2 = !{ptr @apply, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "apply", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 12, column: 15, scope: !9)
!13 = !DILocation(line: 12, column: 26, scope: !9)
!14 = !{!15, !16, i64 4}
!15 = !{!"_ZTS6Config", !16, i64 0, !16, i64 4}
!16 = !{!"int", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
!19 = !DILocation(line: 57, column: 1, scope: !20, inlinedAt: !22)
!20 = distinct !DISubprogram(name: "getX", scope: !21, file: !21, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!22 = distinct !DILocation(line: 10, column: 11, scope: !9)
!23 = !DILocation(line: 16, column: 20, scope: !9)
!24 = !{!16, !16, i64 0}
!25 = !DILocation(line: 16, column: 18, scope: !9)
!26 = !DILocation(line: 16, column: 3, scope: !9)
!27 = !DILocation(line: 16, column: 10, scope: !9)
!28 = !DILocation(line: 17, column: 1, scope: !9)
