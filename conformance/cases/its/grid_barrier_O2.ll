; ModuleID = 'grid_barrier.cu'
source_filename = "grid_barrier.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @grid_barrier(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %7 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !19
  %8 = shl i32 %5, 6, !dbg !22
  %9 = add i32 %8, %6, !dbg !23
  %10 = zext i32 %9 to i64, !dbg !24
  %11 = getelementptr inbounds i32, ptr %0, i64 %10, !dbg !24
  %12 = load i32, ptr %11, align 4, !dbg !24, !tbaa !25
  %13 = mul nsw i32 %12, 3, !dbg !29
  %14 = add nsw i32 %13, %5, !dbg !30
  %15 = getelementptr inbounds i32, ptr %1, i64 %10, !dbg !31
  store i32 %14, ptr %15, align 4, !dbg !32, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %16 = icmp eq i32 %6, 0, !dbg !34
  br i1 %16, label %17, label %23, !dbg !35

17:                                               ; preds = %4
  tail call void @llvm.nvvm.membar.gl(), !dbg !36
  %18 = atomicrmw add ptr %2, i32 1 seq_cst, align 4, !dbg !39
  br label %19, !dbg !42

19:                                               ; preds = %19, %17
  %20 = load volatile i32, ptr %2, align 4, !dbg !43, !tbaa !25
  %21 = icmp ult i32 %20, %7, !dbg !44
  br i1 %21, label %19, label %22, !dbg !42, !llvm.loop !45

22:                                               ; preds = %19
  tail call void @llvm.nvvm.membar.gl(), !dbg !48
  br label %23, !dbg !50

23:                                               ; preds = %22, %4
  tail call void @llvm.nvvm.barrier0(), !dbg !51
  %24 = add nuw i32 %5, 5, !dbg !52
  %25 = urem i32 %24, %7, !dbg !53
  %26 = shl i32 %25, 6, !dbg !54
  %27 = add i32 %26, %6, !dbg !55
  %28 = zext i32 %27 to i64, !dbg !56
  %29 = getelementptr inbounds i32, ptr %1, i64 %28, !dbg !56
  %30 = load i32, ptr %29, align 4, !dbg !56, !tbaa !25
  %31 = getelementptr inbounds i32, ptr %3, i64 %10, !dbg !57
  store i32 %30, ptr %31, align 4, !dbg !58, !tbaa !25
  ret void, !dbg !59
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

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
!1 = !DIFile(filename: "grid_barrier.cu", directory: ".")
!2 = !{ptr @grid_barrier, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "grid_barrier", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 13, column: 16, scope: !9)
!16 = !DILocation(line: 57, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 13, column: 32, scope: !9)
!19 = !DILocation(line: 60, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 13, column: 49, scope: !9)
!22 = !DILocation(line: 14, column: 28, scope: !9)
!23 = !DILocation(line: 14, column: 33, scope: !9)
!24 = !DILocation(line: 14, column: 23, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 14, column: 38, scope: !9)
!30 = !DILocation(line: 14, column: 42, scope: !9)
!31 = !DILocation(line: 14, column: 3, scope: !9)
!32 = !DILocation(line: 14, column: 21, scope: !9)
!33 = !DILocation(line: 15, column: 3, scope: !9)
!34 = !DILocation(line: 16, column: 9, scope: !9)
!35 = !DILocation(line: 16, column: 7, scope: !9)
!36 = !DILocation(line: 78, column: 32, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 17, column: 5, scope: !9)
!39 = !DILocation(line: 123, column: 62, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 123, type: !10, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = distinct !DILocation(line: 18, column: 5, scope: !9)
!42 = !DILocation(line: 20, column: 5, scope: !9)
!43 = !DILocation(line: 20, column: 12, scope: !9)
!44 = !DILocation(line: 20, column: 15, scope: !9)
!45 = distinct !{!45, !42, !46, !47}
!46 = !DILocation(line: 21, column: 5, scope: !9)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 78, column: 32, scope: !37, inlinedAt: !49)
!49 = distinct !DILocation(line: 22, column: 5, scope: !9)
!50 = !DILocation(line: 23, column: 3, scope: !9)
!51 = !DILocation(line: 24, column: 3, scope: !9)
!52 = !DILocation(line: 25, column: 22, scope: !9)
!53 = !DILocation(line: 25, column: 27, scope: !9)
!54 = !DILocation(line: 26, column: 32, scope: !9)
!55 = !DILocation(line: 26, column: 37, scope: !9)
!56 = !DILocation(line: 26, column: 21, scope: !9)
!57 = !DILocation(line: 26, column: 3, scope: !9)
!58 = !DILocation(line: 26, column: 19, scope: !9)
!59 = !DILocation(line: 27, column: 1, scope: !9)
