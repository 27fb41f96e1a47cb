; ModuleID = 'shfl_paths.cu'
source_filename = "shfl_paths.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z5xor_ai(i32 noundef %0) local_unnamed_addr #0 !dbg !9 {
  %2 = shl nsw i32 %0, 1, !dbg !12
  %3 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2, i32 1, i32 31), !dbg !13
  ret i32 %3, !dbg !17
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z5xor_bi(i32 noundef %0) local_unnamed_addr #0 !dbg !18 {
  %2 = add nsw i32 %0, 1000, !dbg !19
  %3 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2, i32 1, i32 31), !dbg !20
  ret i32 %3, !dbg !22
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z5idx_aii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !23 {
  %3 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %0, i32 %1, i32 31), !dbg !24
  ret i32 %3, !dbg !27
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z5idx_bii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !28 {
  %3 = add nsw i32 %0, -7, !dbg !29
  %4 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %3, i32 %1, i32 31), !dbg !30
  ret i32 %4, !dbg !32
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @shfl_paths(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #1 !dbg !33 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !34
  %5 = zext nneg i32 %4 to i64, !dbg !37
  %6 = getelementptr inbounds i32, ptr %0, i64 %5, !dbg !37
  %7 = load i32, ptr %6, align 4, !dbg !37, !tbaa !38
  %8 = icmp ult i32 %4, 13, !dbg !42
  br i1 %8, label %9, label %11, !dbg !43

9:                                                ; preds = %3
  %10 = tail call noundef i32 @_Z5xor_ai(i32 noundef %7) #4, !dbg !44
  br label %13, !dbg !45

11:                                               ; preds = %3
  %12 = tail call noundef i32 @_Z5xor_bi(i32 noundef %7) #4, !dbg !46
  br label %13

13:                                               ; preds = %11, %9
  %14 = phi i32 [ %10, %9 ], [ %12, %11 ], !dbg !47
  %15 = and i32 %7, 1, !dbg !48
  %16 = icmp eq i32 %15, 0, !dbg !49
  br i1 %16, label %22, label %17, !dbg !49

17:                                               ; preds = %13
  %18 = mul nuw nsw i32 %4, 5, !dbg !50
  %19 = add nuw nsw i32 %18, 3, !dbg !51
  %20 = and i32 %19, 31, !dbg !52
  %21 = tail call noundef i32 @_Z5idx_aii(i32 noundef %7, i32 noundef %20) #4, !dbg !53
  br label %25, !dbg !54

22:                                               ; preds = %13
  %23 = sub nsw i32 31, %4, !dbg !55
  %24 = tail call noundef i32 @_Z5idx_bii(i32 noundef %7, i32 noundef %23) #4, !dbg !56
  br label %25

25:                                               ; preds = %22, %17
  %26 = phi i32 [ %21, %17 ], [ %24, %22 ], !dbg !47
  %27 = getelementptr inbounds i32, ptr %1, i64 %5, !dbg !57
  store i32 %14, ptr %27, align 4, !dbg !58, !tbaa !38
  %28 = getelementptr inbounds i32, ptr %2, i64 %5, !dbg !59
  store i32 %26, ptr %28, align 4, !dbg !60, !tbaa !38
  ret void, !dbg !61
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shfl_paths.cu", directory: ".")
!2 = !{ptr @shfl_paths, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "xor_a", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 11, column: 80, scope: !9)
!13 = !DILocation(line: 110, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !15, file: !15, line: 110, type: !10, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!16 = distinct !DILocation(line: 11, column: 51, scope: !9)
!17 = !DILocation(line: 11, column: 44, scope: !9)
!18 = distinct !DISubprogram(name: "xor_b", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocation(line: 12, column: 80, scope: !18)
!20 = !DILocation(line: 110, column: 1, scope: !14, inlinedAt: !21)
!21 = distinct !DILocation(line: 12, column: 51, scope: !18)
!22 = !DILocation(line: 12, column: 44, scope: !18)
!23 = distinct !DISubprogram(name: "idx_a", scope: !1, file: !1, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = !DILocation(line: 107, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__shfl_sync", scope: !15, file: !15, line: 107, type: !10, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 13, column: 60, scope: !23)
!27 = !DILocation(line: 13, column: 53, scope: !23)
!28 = distinct !DISubprogram(name: "idx_b", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = !DILocation(line: 14, column: 85, scope: !28)
!30 = !DILocation(line: 107, column: 1, scope: !25, inlinedAt: !31)
!31 = distinct !DILocation(line: 14, column: 60, scope: !28)
!32 = !DILocation(line: 14, column: 53, scope: !28)
!33 = distinct !DISubprogram(name: "shfl_paths", scope: !1, file: !1, line: 16, type: !10, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = !DILocation(line: 57, column: 1, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 17, column: 14, scope: !33)
!37 = !DILocation(line: 18, column: 11, scope: !33)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C++ TBAA"}
!42 = !DILocation(line: 20, column: 12, scope: !33)
!43 = !DILocation(line: 20, column: 7, scope: !33)
!44 = !DILocation(line: 21, column: 9, scope: !33)
!45 = !DILocation(line: 21, column: 5, scope: !33)
!46 = !DILocation(line: 23, column: 9, scope: !33)
!47 = !DILocation(line: 0, scope: !33)
!48 = !DILocation(line: 25, column: 9, scope: !33)
!49 = !DILocation(line: 25, column: 7, scope: !33)
!50 = !DILocation(line: 26, column: 21, scope: !33)
!51 = !DILocation(line: 26, column: 28, scope: !33)
!52 = !DILocation(line: 26, column: 33, scope: !33)
!53 = !DILocation(line: 26, column: 9, scope: !33)
!54 = !DILocation(line: 26, column: 5, scope: !33)
!55 = !DILocation(line: 28, column: 21, scope: !33)
!56 = !DILocation(line: 28, column: 9, scope: !33)
!57 = !DILocation(line: 29, column: 3, scope: !33)
!58 = !DILocation(line: 29, column: 14, scope: !33)
!59 = !DILocation(line: 30, column: 3, scope: !33)
!60 = !DILocation(line: 30, column: 14, scope: !33)
!61 = !DILocation(line: 31, column: 1, scope: !33)
