; ModuleID = 'lane_handoff_atomic.cu'
source_filename = "lane_handoff_atomic.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @lane_handoff_atomic(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = icmp eq i32 %5, 0, !dbg !16
  br i1 %6, label %23, label %7, !dbg !17

7:                                                ; preds = %4, %7
  %8 = atomicrmw or ptr %2, i32 0 seq_cst, align 4, !dbg !18
  %9 = icmp eq i32 %8, 0, !dbg !21
  br i1 %9, label %7, label %10, !dbg !22, !llvm.loop !23

10:                                               ; preds = %7
  tail call void @llvm.nvvm.membar.gl(), !dbg !26
  %11 = zext nneg i32 %5 to i64, !dbg !29
  %12 = getelementptr inbounds i32, ptr %1, i64 %11, !dbg !29
  %13 = load i32, ptr %12, align 4, !dbg !29, !tbaa !30
  %14 = add nuw nsw i32 %5, 1, !dbg !34
  %15 = and i32 %14, 31, !dbg !35
  %16 = zext nneg i32 %15 to i64, !dbg !36
  %17 = getelementptr inbounds i32, ptr %1, i64 %16, !dbg !36
  %18 = load i32, ptr %17, align 4, !dbg !36, !tbaa !30
  %19 = xor i32 %18, %13, !dbg !37
  %20 = getelementptr inbounds i32, ptr %3, i64 %11, !dbg !38
  store i32 %19, ptr %20, align 4, !dbg !39, !tbaa !30
  br label %54, !dbg !40

21:                                               ; preds = %23
  tail call void @llvm.nvvm.membar.gl(), !dbg !41
  %22 = atomicrmw xchg ptr %2, i32 1 seq_cst, align 4, !dbg !43
  store i32 -1, ptr %3, align 4, !dbg !46, !tbaa !30
  br label %54

23:                                               ; preds = %4, %23
  %24 = phi i32 [ %52, %23 ], [ 0, %4 ]
  %25 = zext nneg i32 %24 to i64, !dbg !47
  %26 = getelementptr inbounds i32, ptr %0, i64 %25, !dbg !47
  %27 = load i32, ptr %26, align 4, !dbg !47, !tbaa !30
  %28 = mul nsw i32 %27, 7, !dbg !48
  %29 = add nsw i32 %28, 1, !dbg !49
  %30 = getelementptr inbounds i32, ptr %1, i64 %25, !dbg !50
  store i32 %29, ptr %30, align 4, !dbg !51, !tbaa !30
  %31 = or disjoint i32 %24, 1, !dbg !52
  %32 = zext nneg i32 %31 to i64, !dbg !47
  %33 = getelementptr inbounds i32, ptr %0, i64 %32, !dbg !47
  %34 = load i32, ptr %33, align 4, !dbg !47, !tbaa !30
  %35 = mul nsw i32 %34, 7, !dbg !48
  %36 = add nsw i32 %35, 1, !dbg !49
  %37 = getelementptr inbounds i32, ptr %1, i64 %32, !dbg !50
  store i32 %36, ptr %37, align 4, !dbg !51, !tbaa !30
  %38 = or disjoint i32 %24, 2, !dbg !52
  %39 = zext nneg i32 %38 to i64, !dbg !47
  %40 = getelementptr inbounds i32, ptr %0, i64 %39, !dbg !47
  %41 = load i32, ptr %40, align 4, !dbg !47, !tbaa !30
  %42 = mul nsw i32 %41, 7, !dbg !48
  %43 = add nsw i32 %42, 1, !dbg !49
  %44 = getelementptr inbounds i32, ptr %1, i64 %39, !dbg !50
  store i32 %43, ptr %44, align 4, !dbg !51, !tbaa !30
  %45 = or disjoint i32 %24, 3, !dbg !52
  %46 = zext nneg i32 %45 to i64, !dbg !47
  %47 = getelementptr inbounds i32, ptr %0, i64 %46, !dbg !47
  %48 = load i32, ptr %47, align 4, !dbg !47, !tbaa !30
  %49 = mul nsw i32 %48, 7, !dbg !48
  %50 = add nsw i32 %49, 1, !dbg !49
  %51 = getelementptr inbounds i32, ptr %1, i64 %46, !dbg !50
  store i32 %50, ptr %51, align 4, !dbg !51, !tbaa !30
  %52 = add nuw nsw i32 %24, 4, !dbg !52
  %53 = icmp eq i32 %52, 32, !dbg !53
  br i1 %53, label %21, label %23, !dbg !54, !llvm.loop !55

54:                                               ; preds = %21, %10
  ret void, !dbg !57
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #2

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lane_handoff_atomic.cu", directory: ".")
!2 = !{ptr @lane_handoff_atomic, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "lane_handoff_atomic", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 12, column: 14, scope: !9)
!16 = !DILocation(line: 13, column: 12, scope: !9)
!17 = !DILocation(line: 13, column: 7, scope: !9)
!18 = !DILocation(line: 122, column: 47, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 122, type: !10, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 14, column: 12, scope: !9)
!21 = !DILocation(line: 14, column: 31, scope: !9)
!22 = !DILocation(line: 14, column: 5, scope: !9)
!23 = distinct !{!23, !22, !24, !25}
!24 = !DILocation(line: 15, column: 5, scope: !9)
!25 = !{!"llvm.loop.mustprogress"}
!26 = !DILocation(line: 78, column: 32, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = distinct !DILocation(line: 16, column: 5, scope: !9)
!29 = !DILocation(line: 17, column: 17, scope: !9)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 17, column: 41, scope: !9)
!35 = !DILocation(line: 17, column: 46, scope: !9)
!36 = !DILocation(line: 17, column: 30, scope: !9)
!37 = !DILocation(line: 17, column: 28, scope: !9)
!38 = !DILocation(line: 17, column: 5, scope: !9)
!39 = !DILocation(line: 17, column: 15, scope: !9)
!40 = !DILocation(line: 18, column: 3, scope: !9)
!41 = !DILocation(line: 78, column: 32, scope: !27, inlinedAt: !42)
!42 = distinct !DILocation(line: 20, column: 5, scope: !9)
!43 = !DILocation(line: 147, column: 48, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "atomicExch", scope: !14, file: !14, line: 147, type: !10, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = distinct !DILocation(line: 21, column: 5, scope: !9)
!46 = !DILocation(line: 22, column: 12, scope: !9)
!47 = !DILocation(line: 19, column: 48, scope: !9)
!48 = !DILocation(line: 19, column: 46, scope: !9)
!49 = !DILocation(line: 19, column: 54, scope: !9)
!50 = !DILocation(line: 19, column: 34, scope: !9)
!51 = !DILocation(line: 19, column: 42, scope: !9)
!52 = !DILocation(line: 19, column: 29, scope: !9)
!53 = !DILocation(line: 19, column: 23, scope: !9)
!54 = !DILocation(line: 19, column: 5, scope: !9)
!55 = distinct !{!55, !54, !56, !25}
!56 = !DILocation(line: 19, column: 56, scope: !9)
!57 = !DILocation(line: 24, column: 1, scope: !9)
