; ModuleID = 'partial_masks.cu'
source_filename = "partial_masks.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z2fajii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %0, i32 %1, i32 %2, i32 31), !dbg !12
  ret i32 %4, !dbg !16
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z2fbjii(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !17 {
  %4 = mul nsw i32 %1, 10, !dbg !18
  %5 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %0, i32 %4, i32 %2, i32 31), !dbg !19
  ret i32 %5, !dbg !21
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z2gai(i32 noundef %0) local_unnamed_addr #0 !dbg !22 {
  %2 = icmp sgt i32 %0, 0, !dbg !23
  %3 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 1431655765, i1 %2), !dbg !24
  ret i32 %3, !dbg !27
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z2gbi(i32 noundef %0) local_unnamed_addr #0 !dbg !28 {
  %2 = icmp sgt i32 %0, 5, !dbg !29
  %3 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1431655766, i1 %2), !dbg !30
  ret i32 %3, !dbg !32
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @partial_masks(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #1 !dbg !33 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !34
  %5 = zext nneg i32 %4 to i64, !dbg !37
  %6 = getelementptr inbounds i32, ptr %0, i64 %5, !dbg !37
  %7 = load i32, ptr %6, align 4, !dbg !37, !tbaa !38
  %8 = icmp ult i32 %4, 16, !dbg !42
  %9 = select i1 %8, i32 65535, i32 -65536, !dbg !43
  %10 = sub nuw nsw i32 15, %4, !dbg !44
  %11 = add nuw nsw i32 %4, 3, !dbg !44
  %12 = and i32 %11, 15, !dbg !44
  %13 = or disjoint i32 %12, 16, !dbg !44
  %14 = select i1 %8, i32 %10, i32 %13, !dbg !44
  %15 = icmp ult i32 %4, 16, !dbg !45
  %16 = trunc nuw nsw i32 %4 to i16
  %17 = urem i16 %16, 5
  %18 = icmp eq i16 %17, 0
  %19 = select i1 %15, i1 true, i1 %18, !dbg !46
  br i1 %19, label %38, label %20, !dbg !46

20:                                               ; preds = %3
  %21 = add i32 %4, %7, !dbg !47
  %22 = trunc nuw nsw i32 %4 to i16, !dbg !47
  %23 = urem i16 %22, 5, !dbg !47
  %24 = zext nneg i16 %23 to i32, !dbg !47
  %25 = sub nuw nsw i32 %4, %24, !dbg !47
  %26 = xor i32 %25, -1, !dbg !47
  %27 = add nsw i32 %4, %26, !dbg !47
  %28 = zext i32 %27 to i33, !dbg !47
  %29 = add nsw i32 %4, -2, !dbg !47
  %30 = sub nsw i32 %29, %25, !dbg !47
  %31 = zext i32 %30 to i33, !dbg !47
  %32 = mul i33 %28, %31, !dbg !47
  %33 = lshr i33 %32, 1, !dbg !47
  %34 = trunc nuw i33 %33 to i32, !dbg !47
  %35 = add i32 %21, %34, !dbg !47
  %36 = xor i32 %25, -1, !dbg !47
  %37 = add i32 %35, %36, !dbg !47
  br label %38, !dbg !48

38:                                               ; preds = %20, %3
  %39 = phi i32 [ %7, %3 ], [ %37, %20 ], !dbg !49
  %40 = and i32 %4, 1, !dbg !48
  %41 = icmp eq i32 %40, 0, !dbg !50
  br i1 %41, label %44, label %42, !dbg !50

42:                                               ; preds = %38
  %43 = tail call noundef i32 @_Z2fajii(i32 noundef %9, i32 noundef %39, i32 noundef %14) #4, !dbg !51
  br label %46, !dbg !52

44:                                               ; preds = %38
  %45 = tail call noundef i32 @_Z2fbjii(i32 noundef %9, i32 noundef %39, i32 noundef %14) #4, !dbg !53
  br label %46

46:                                               ; preds = %44, %42
  %47 = phi i32 [ %43, %42 ], [ %45, %44 ], !dbg !54
  %48 = getelementptr inbounds i32, ptr %1, i64 %5, !dbg !55
  store i32 %47, ptr %48, align 4, !dbg !56, !tbaa !38
  br i1 %41, label %51, label %49, !dbg !57

49:                                               ; preds = %46
  %50 = tail call noundef i32 @_Z2gbi(i32 noundef %39) #4, !dbg !58
  br label %53, !dbg !59

51:                                               ; preds = %46
  %52 = tail call noundef i32 @_Z2gai(i32 noundef %39) #4, !dbg !60
  br label %53

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %50, %49 ], [ %52, %51 ], !dbg !54
  %55 = getelementptr inbounds i32, ptr %2, i64 %5, !dbg !61
  store i32 %54, ptr %55, align 4, !dbg !62, !tbaa !38
  ret void, !dbg !63
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

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
!1 = !DIFile(filename: "partial_masks.cu", directory: ".")
!2 = !{ptr @partial_masks, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fa", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 107, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__shfl_sync", scope: !14, file: !14, line: 107, type: !10, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 12, column: 72, scope: !9)
!16 = !DILocation(line: 12, column: 65, scope: !9)
!17 = distinct !DISubprogram(name: "fb", scope: !1, file: !1, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = !DILocation(line: 13, column: 93, scope: !17)
!19 = !DILocation(line: 107, column: 1, scope: !13, inlinedAt: !20)
!20 = distinct !DILocation(line: 13, column: 72, scope: !17)
!21 = !DILocation(line: 13, column: 65, scope: !17)
!22 = distinct !DISubprogram(name: "ga", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = !DILocation(line: 14, column: 82, scope: !22)
!24 = !DILocation(line: 82, column: 63, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__ballot_sync", scope: !14, file: !14, line: 82, type: !10, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!26 = distinct !DILocation(line: 14, column: 53, scope: !22)
!27 = !DILocation(line: 14, column: 46, scope: !22)
!28 = distinct !DISubprogram(name: "gb", scope: !1, file: !1, line: 15, type: !10, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = !DILocation(line: 15, column: 82, scope: !28)
!30 = !DILocation(line: 82, column: 63, scope: !25, inlinedAt: !31)
!31 = distinct !DILocation(line: 15, column: 53, scope: !28)
!32 = !DILocation(line: 15, column: 46, scope: !28)
!33 = distinct !DISubprogram(name: "partial_masks", scope: !1, file: !1, line: 17, type: !10, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = !DILocation(line: 57, column: 1, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 18, column: 14, scope: !33)
!37 = !DILocation(line: 19, column: 11, scope: !33)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C++ TBAA"}
!42 = !DILocation(line: 20, column: 24, scope: !33)
!43 = !DILocation(line: 20, column: 19, scope: !33)
!44 = !DILocation(line: 21, column: 13, scope: !33)
!45 = !DILocation(line: 22, column: 12, scope: !33)
!46 = !DILocation(line: 22, column: 7, scope: !33)
!47 = !DILocation(line: 23, column: 5, scope: !33)
!48 = !DILocation(line: 26, column: 12, scope: !33)
!49 = !DILocation(line: 19, column: 7, scope: !33)
!50 = !DILocation(line: 26, column: 7, scope: !33)
!51 = !DILocation(line: 27, column: 9, scope: !33)
!52 = !DILocation(line: 27, column: 5, scope: !33)
!53 = !DILocation(line: 29, column: 9, scope: !33)
!54 = !DILocation(line: 0, scope: !33)
!55 = !DILocation(line: 30, column: 3, scope: !33)
!56 = !DILocation(line: 30, column: 15, scope: !33)
!57 = !DILocation(line: 32, column: 7, scope: !33)
!58 = !DILocation(line: 33, column: 9, scope: !33)
!59 = !DILocation(line: 33, column: 5, scope: !33)
!60 = !DILocation(line: 35, column: 9, scope: !33)
!61 = !DILocation(line: 36, column: 3, scope: !33)
!62 = !DILocation(line: 36, column: 17, scope: !33)
!63 = !DILocation(line: 37, column: 1, scope: !33)
