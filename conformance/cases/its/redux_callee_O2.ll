; ModuleID = 'redux_callee.cu'
source_filename = "redux_callee.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z5red_ai(i32 noundef %0) local_unnamed_addr #0 !dbg !9 {
  %2 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %0, i32 -1), !dbg !12
  ret i32 %2, !dbg !16
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z5red_bi(i32 noundef %0) local_unnamed_addr #0 !dbg !17 {
  %2 = mul nsw i32 %0, 10, !dbg !18
  %3 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %2, i32 -1), !dbg !19
  ret i32 %3, !dbg !21
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @redux_callee(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 !dbg !22 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !23
  %4 = shl i32 %3, 5, !dbg !27
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !28
  %6 = add i32 %4, %5, !dbg !31
  %7 = zext i32 %6 to i64, !dbg !32
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !32
  %9 = load i32, ptr %8, align 4, !dbg !32, !tbaa !33
  %10 = icmp slt i32 %9, 0, !dbg !37
  br i1 %10, label %11, label %13, !dbg !38

11:                                               ; preds = %2
  %12 = tail call noundef i32 @_Z5red_ai(i32 noundef %9) #4, !dbg !39
  br label %15, !dbg !40

13:                                               ; preds = %2
  %14 = tail call noundef i32 @_Z5red_bi(i32 noundef %9) #4, !dbg !41
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ], !dbg !42
  %17 = getelementptr inbounds i32, ptr %1, i64 %7, !dbg !43
  store i32 %16, ptr %17, align 4, !dbg !44, !tbaa !33
  ret void, !dbg !45
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "redux_callee.cu", directory: ".")
!2 = !{ptr @redux_callee, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "red_a", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 15, column: 10, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__reduce_add_sync", scope: !14, file: !14, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./its.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 51, scope: !9)
!16 = !DILocation(line: 7, column: 44, scope: !9)
!17 = distinct !DISubprogram(name: "red_b", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = !DILocation(line: 8, column: 83, scope: !17)
!19 = !DILocation(line: 15, column: 10, scope: !13, inlinedAt: !20)
!20 = distinct !DILocation(line: 8, column: 51, scope: !17)
!21 = !DILocation(line: 8, column: 44, scope: !17)
!22 = distinct !DISubprogram(name: "redux_callee", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = !DILocation(line: 58, column: 1, scope: !24, inlinedAt: !26)
!24 = distinct !DISubprogram(name: "getX", scope: !25, file: !25, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!26 = distinct !DILocation(line: 11, column: 16, scope: !22)
!27 = !DILocation(line: 11, column: 27, scope: !22)
!28 = !DILocation(line: 57, column: 1, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "getX", scope: !25, file: !25, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 11, column: 34, scope: !22)
!31 = !DILocation(line: 11, column: 32, scope: !22)
!32 = !DILocation(line: 12, column: 11, scope: !22)
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C++ TBAA"}
!37 = !DILocation(line: 14, column: 9, scope: !22)
!38 = !DILocation(line: 14, column: 7, scope: !22)
!39 = !DILocation(line: 15, column: 9, scope: !22)
!40 = !DILocation(line: 15, column: 5, scope: !22)
!41 = !DILocation(line: 17, column: 9, scope: !22)
!42 = !DILocation(line: 0, scope: !22)
!43 = !DILocation(line: 18, column: 3, scope: !22)
!44 = !DILocation(line: 18, column: 10, scope: !22)
!45 = !DILocation(line: 19, column: 1, scope: !22)
