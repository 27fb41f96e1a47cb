; ModuleID = 'lane_handoff_volatile.cu'
source_filename = "lane_handoff_volatile.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @lane_handoff_volatile(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = icmp eq i32 %5, 0, !dbg !16
  br i1 %6, label %22, label %7, !dbg !17

7:                                                ; preds = %4, %7
  %8 = load volatile i32, ptr %2, align 4, !dbg !18, !tbaa !19
  %9 = icmp eq i32 %8, 0, !dbg !23
  br i1 %9, label %7, label %10, !dbg !24, !llvm.loop !25

10:                                               ; preds = %7
  tail call void @llvm.nvvm.membar.gl(), !dbg !28
  %11 = zext nneg i32 %5 to i64, !dbg !31
  %12 = getelementptr inbounds i32, ptr %1, i64 %11, !dbg !31
  %13 = load i32, ptr %12, align 4, !dbg !31, !tbaa !19
  %14 = add nuw nsw i32 %5, 1, !dbg !32
  %15 = and i32 %14, 31, !dbg !33
  %16 = zext nneg i32 %15 to i64, !dbg !34
  %17 = getelementptr inbounds i32, ptr %1, i64 %16, !dbg !34
  %18 = load i32, ptr %17, align 4, !dbg !34, !tbaa !19
  %19 = xor i32 %18, %13, !dbg !35
  %20 = getelementptr inbounds i32, ptr %3, i64 %11, !dbg !36
  store i32 %19, ptr %20, align 4, !dbg !37, !tbaa !19
  br label %53, !dbg !38

21:                                               ; preds = %22
  tail call void @llvm.nvvm.membar.gl(), !dbg !39
  store volatile i32 1, ptr %2, align 4, !dbg !41, !tbaa !19
  store i32 -1, ptr %3, align 4, !dbg !42, !tbaa !19
  br label %53

22:                                               ; preds = %4, %22
  %23 = phi i32 [ %51, %22 ], [ 0, %4 ]
  %24 = zext nneg i32 %23 to i64, !dbg !43
  %25 = getelementptr inbounds i32, ptr %0, i64 %24, !dbg !43
  %26 = load i32, ptr %25, align 4, !dbg !43, !tbaa !19
  %27 = mul nsw i32 %26, 7, !dbg !44
  %28 = add nsw i32 %27, 1, !dbg !45
  %29 = getelementptr inbounds i32, ptr %1, i64 %24, !dbg !46
  store i32 %28, ptr %29, align 4, !dbg !47, !tbaa !19
  %30 = or disjoint i32 %23, 1, !dbg !48
  %31 = zext nneg i32 %30 to i64, !dbg !43
  %32 = getelementptr inbounds i32, ptr %0, i64 %31, !dbg !43
  %33 = load i32, ptr %32, align 4, !dbg !43, !tbaa !19
  %34 = mul nsw i32 %33, 7, !dbg !44
  %35 = add nsw i32 %34, 1, !dbg !45
  %36 = getelementptr inbounds i32, ptr %1, i64 %31, !dbg !46
  store i32 %35, ptr %36, align 4, !dbg !47, !tbaa !19
  %37 = or disjoint i32 %23, 2, !dbg !48
  %38 = zext nneg i32 %37 to i64, !dbg !43
  %39 = getelementptr inbounds i32, ptr %0, i64 %38, !dbg !43
  %40 = load i32, ptr %39, align 4, !dbg !43, !tbaa !19
  %41 = mul nsw i32 %40, 7, !dbg !44
  %42 = add nsw i32 %41, 1, !dbg !45
  %43 = getelementptr inbounds i32, ptr %1, i64 %38, !dbg !46
  store i32 %42, ptr %43, align 4, !dbg !47, !tbaa !19
  %44 = or disjoint i32 %23, 3, !dbg !48
  %45 = zext nneg i32 %44 to i64, !dbg !43
  %46 = getelementptr inbounds i32, ptr %0, i64 %45, !dbg !43
  %47 = load i32, ptr %46, align 4, !dbg !43, !tbaa !19
  %48 = mul nsw i32 %47, 7, !dbg !44
  %49 = add nsw i32 %48, 1, !dbg !45
  %50 = getelementptr inbounds i32, ptr %1, i64 %45, !dbg !46
  store i32 %49, ptr %50, align 4, !dbg !47, !tbaa !19
  %51 = add nuw nsw i32 %23, 4, !dbg !48
  %52 = icmp eq i32 %51, 32, !dbg !49
  br i1 %52, label %21, label %22, !dbg !50, !llvm.loop !51

53:                                               ; preds = %21, %10
  ret void, !dbg !53
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
!1 = !DIFile(filename: "lane_handoff_volatile.cu", directory: ".")
!2 = !{ptr @lane_handoff_volatile, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "lane_handoff_volatile", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 12, column: 14, scope: !9)
!16 = !DILocation(line: 14, column: 12, scope: !9)
!17 = !DILocation(line: 14, column: 7, scope: !9)
!18 = !DILocation(line: 15, column: 12, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 15, column: 19, scope: !9)
!24 = !DILocation(line: 15, column: 5, scope: !9)
!25 = distinct !{!25, !24, !26, !27}
!26 = !DILocation(line: 16, column: 5, scope: !9)
!27 = !{!"llvm.loop.mustprogress"}
!28 = !DILocation(line: 78, column: 32, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 17, column: 5, scope: !9)
!31 = !DILocation(line: 18, column: 17, scope: !9)
!32 = !DILocation(line: 18, column: 41, scope: !9)
!33 = !DILocation(line: 18, column: 46, scope: !9)
!34 = !DILocation(line: 18, column: 30, scope: !9)
!35 = !DILocation(line: 18, column: 28, scope: !9)
!36 = !DILocation(line: 18, column: 5, scope: !9)
!37 = !DILocation(line: 18, column: 15, scope: !9)
!38 = !DILocation(line: 19, column: 3, scope: !9)
!39 = !DILocation(line: 78, column: 32, scope: !29, inlinedAt: !40)
!40 = distinct !DILocation(line: 21, column: 5, scope: !9)
!41 = !DILocation(line: 22, column: 12, scope: !9)
!42 = !DILocation(line: 23, column: 12, scope: !9)
!43 = !DILocation(line: 20, column: 48, scope: !9)
!44 = !DILocation(line: 20, column: 46, scope: !9)
!45 = !DILocation(line: 20, column: 54, scope: !9)
!46 = !DILocation(line: 20, column: 34, scope: !9)
!47 = !DILocation(line: 20, column: 42, scope: !9)
!48 = !DILocation(line: 20, column: 29, scope: !9)
!49 = !DILocation(line: 20, column: 23, scope: !9)
!50 = !DILocation(line: 20, column: 5, scope: !9)
!51 = distinct !{!51, !50, !52, !27}
!52 = !DILocation(line: 20, column: 56, scope: !9)
!53 = !DILocation(line: 25, column: 1, scope: !9)
