; ModuleID = 'message_passing_rev.cu'
source_filename = "message_passing_rev.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @message_passing_rev(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  switch i32 %6, label %30 [
    i32 1, label %7
    i32 0, label %17
  ], !dbg !19

7:                                                ; preds = %4
  %8 = zext nneg i32 %5 to i64, !dbg !20
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !20
  %10 = load i32, ptr %9, align 4, !dbg !20, !tbaa !21
  %11 = mul nsw i32 %10, 5, !dbg !25
  %12 = add nsw i32 %11, -3, !dbg !26
  %13 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !27
  store i32 %12, ptr %13, align 4, !dbg !28, !tbaa !21
  tail call void @llvm.nvvm.membar.gl(), !dbg !29
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %14 = icmp eq i32 %5, 0, !dbg !33
  br i1 %14, label %15, label %30, !dbg !34

15:                                               ; preds = %7
  tail call void @llvm.nvvm.membar.gl(), !dbg !35
  %16 = atomicrmw xchg ptr %2, i32 1 seq_cst, align 4, !dbg !37
  br label %30, !dbg !40

17:                                               ; preds = %4
  %18 = icmp eq i32 %5, 0, !dbg !41
  br i1 %18, label %19, label %23, !dbg !42

19:                                               ; preds = %17, %19
  %20 = atomicrmw or ptr %2, i32 0 seq_cst, align 4, !dbg !43
  %21 = icmp eq i32 %20, 0, !dbg !46
  br i1 %21, label %19, label %22, !dbg !47, !llvm.loop !48

22:                                               ; preds = %19
  tail call void @llvm.nvvm.membar.gl(), !dbg !51
  br label %23, !dbg !53

23:                                               ; preds = %22, %17
  tail call void @llvm.nvvm.barrier0(), !dbg !54
  tail call void @llvm.nvvm.membar.gl(), !dbg !55
  %24 = sub nsw i32 63, %5, !dbg !57
  %25 = zext i32 %24 to i64, !dbg !58
  %26 = getelementptr inbounds i32, ptr %1, i64 %25, !dbg !58
  %27 = load i32, ptr %26, align 4, !dbg !58, !tbaa !21
  %28 = zext nneg i32 %5 to i64, !dbg !59
  %29 = getelementptr inbounds i32, ptr %3, i64 %28, !dbg !59
  store i32 %27, ptr %29, align 4, !dbg !60, !tbaa !21
  br label %30, !dbg !61

30:                                               ; preds = %4, %23, %7, %15
  ret void, !dbg !62
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "message_passing_rev.cu", directory: ".")
!2 = !{ptr @message_passing_rev, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "message_passing_rev", scope: !1, file: !1, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 15, column: 16, scope: !9)
!16 = !DILocation(line: 58, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 16, column: 7, scope: !9)
!19 = !DILocation(line: 16, column: 7, scope: !9)
!20 = !DILocation(line: 17, column: 19, scope: !9)
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C++ TBAA"}
!25 = !DILocation(line: 17, column: 17, scope: !9)
!26 = !DILocation(line: 17, column: 25, scope: !9)
!27 = !DILocation(line: 17, column: 5, scope: !9)
!28 = !DILocation(line: 17, column: 13, scope: !9)
!29 = !DILocation(line: 78, column: 32, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = distinct !DILocation(line: 18, column: 5, scope: !9)
!32 = !DILocation(line: 19, column: 5, scope: !9)
!33 = !DILocation(line: 20, column: 11, scope: !9)
!34 = !DILocation(line: 20, column: 9, scope: !9)
!35 = !DILocation(line: 78, column: 32, scope: !30, inlinedAt: !36)
!36 = distinct !DILocation(line: 21, column: 7, scope: !9)
!37 = !DILocation(line: 147, column: 48, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "atomicExch", scope: !14, file: !14, line: 147, type: !10, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 22, column: 7, scope: !9)
!40 = !DILocation(line: 23, column: 5, scope: !9)
!41 = !DILocation(line: 25, column: 11, scope: !9)
!42 = !DILocation(line: 25, column: 9, scope: !9)
!43 = !DILocation(line: 122, column: 47, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 122, type: !10, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = distinct !DILocation(line: 26, column: 14, scope: !9)
!46 = !DILocation(line: 26, column: 33, scope: !9)
!47 = !DILocation(line: 26, column: 7, scope: !9)
!48 = distinct !{!48, !47, !49, !50}
!49 = !DILocation(line: 27, column: 7, scope: !9)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 78, column: 32, scope: !30, inlinedAt: !52)
!52 = distinct !DILocation(line: 28, column: 7, scope: !9)
!53 = !DILocation(line: 29, column: 5, scope: !9)
!54 = !DILocation(line: 30, column: 5, scope: !9)
!55 = !DILocation(line: 78, column: 32, scope: !30, inlinedAt: !56)
!56 = distinct !DILocation(line: 31, column: 5, scope: !9)
!57 = !DILocation(line: 32, column: 22, scope: !9)
!58 = !DILocation(line: 32, column: 14, scope: !9)
!59 = !DILocation(line: 32, column: 5, scope: !9)
!60 = !DILocation(line: 32, column: 12, scope: !9)
!61 = !DILocation(line: 33, column: 3, scope: !9)
!62 = !DILocation(line: 34, column: 1, scope: !9)
