; ModuleID = 'grid_stride_oob.cu'
source_filename = "grid_stride_oob.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @saxpy_strided(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !12
  %6 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !16
  %7 = mul i32 %5, %6, !dbg !19
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  %9 = mul i32 %8, %5, !dbg !23
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !24
  %11 = add i32 %9, %10, !dbg !27
  %12 = icmp slt i32 %11, %3, !dbg !28
  br i1 %12, label %14, label %13, !dbg !29

13:                                               ; preds = %14, %4
  ret void, !dbg !30

14:                                               ; preds = %4, %14
  %15 = phi i32 [ %22, %14 ], [ %11, %4 ]
  %16 = sext i32 %15 to i64, !dbg !31
  %17 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !31
  %18 = load float, ptr %17, align 4, !dbg !31, !tbaa !32
  %19 = fmul contract float %18, %2, !dbg !36
  %20 = fadd contract float %19, 1.000000e+00, !dbg !37
  %21 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !38
  store float %20, ptr %21, align 4, !dbg !39, !tbaa !32
  %22 = add nsw i32 %15, %7, !dbg !40
  %23 = icmp slt i32 %22, %3, !dbg !28
  br i1 %23, label %14, label %13, !dbg !29, !llvm.loop !41
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "grid_stride_oob.cu", directory: ".")
!2 = !{ptr @saxpy_strided, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "saxpy_strided", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 59, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 16, scope: !9)
!16 = !DILocation(line: 60, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 7, column: 29, scope: !9)
!19 = !DILocation(line: 7, column: 27, scope: !9)
!20 = !DILocation(line: 58, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 9, column: 16, scope: !9)
!23 = !DILocation(line: 9, column: 27, scope: !9)
!24 = !DILocation(line: 57, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 9, column: 42, scope: !9)
!27 = !DILocation(line: 9, column: 40, scope: !9)
!28 = !DILocation(line: 9, column: 57, scope: !9)
!29 = !DILocation(line: 9, column: 3, scope: !9)
!30 = !DILocation(line: 17, column: 1, scope: !9)
!31 = !DILocation(line: 14, column: 15, scope: !9)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 15, column: 16, scope: !9)
!37 = !DILocation(line: 15, column: 20, scope: !9)
!38 = !DILocation(line: 15, column: 5, scope: !9)
!39 = !DILocation(line: 15, column: 12, scope: !9)
!40 = !DILocation(line: 9, column: 64, scope: !9)
!41 = distinct !{!41, !29, !42, !43}
!42 = !DILocation(line: 16, column: 3, scope: !9)
!43 = !{!"llvm.loop.mustprogress"}
