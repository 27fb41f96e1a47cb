; ModuleID = 'shfl_recursive.cu'
source_filename = "shfl_recursive.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z3recii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  %3 = icmp eq i32 %1, 0, !dbg !12
  br i1 %3, label %4, label %8, !dbg !13

4:                                                ; preds = %2
  %5 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %0, i32 16, i32 31), !dbg !14
  br label %6, !dbg !18

6:                                                ; preds = %8, %4
  %7 = phi i32 [ %5, %4 ], [ %13, %8 ]
  ret i32 %7, !dbg !18

8:                                                ; preds = %2
  %9 = add nsw i32 %0, 3, !dbg !19
  %10 = add nsw i32 %1, -1, !dbg !20
  %11 = tail call noundef i32 @_Z3recii(i32 noundef %9, i32 noundef %10) #4, !dbg !21
  %12 = shl nsw i32 %11, 1, !dbg !22
  %13 = sub nsw i32 %12, %1, !dbg !23
  br label %6, !dbg !18
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @shfl_recursive(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 !dbg !24 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %4 = mul nuw nsw i32 %3, 10, !dbg !28
  %5 = zext nneg i32 %3 to i64, !dbg !29
  %6 = getelementptr inbounds i32, ptr %0, i64 %5, !dbg !29
  %7 = load i32, ptr %6, align 4, !dbg !29, !tbaa !30
  %8 = tail call noundef i32 @_Z3recii(i32 noundef %4, i32 noundef %7) #4, !dbg !34
  %9 = getelementptr inbounds i32, ptr %1, i64 %5, !dbg !35
  store i32 %8, ptr %9, align 4, !dbg !36, !tbaa !30
  ret void, !dbg !37
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shfl_recursive.cu", directory: ".")
!2 = !{ptr @shfl_recursive, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "rec", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 9, column: 9, scope: !9)
!13 = !DILocation(line: 9, column: 7, scope: !9)
!14 = !DILocation(line: 110, column: 1, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !16, file: !16, line: 110, type: !10, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!17 = distinct !DILocation(line: 9, column: 22, scope: !9)
!18 = !DILocation(line: 12, column: 1, scope: !9)
!19 = !DILocation(line: 10, column: 17, scope: !9)
!20 = !DILocation(line: 10, column: 24, scope: !9)
!21 = !DILocation(line: 10, column: 11, scope: !9)
!22 = !DILocation(line: 11, column: 12, scope: !9)
!23 = !DILocation(line: 11, column: 16, scope: !9)
!24 = distinct !DISubprogram(name: "shfl_recursive", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DILocation(line: 57, column: 1, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "getX", scope: !16, file: !16, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = distinct !DILocation(line: 15, column: 14, scope: !24)
!28 = !DILocation(line: 16, column: 22, scope: !24)
!29 = !DILocation(line: 16, column: 30, scope: !24)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 16, column: 15, scope: !24)
!35 = !DILocation(line: 16, column: 3, scope: !24)
!36 = !DILocation(line: 16, column: 13, scope: !24)
!37 = !DILocation(line: 17, column: 1, scope: !24)
