; ModuleID = 'warp_reduce_race.cu'
source_filename = "warp_reduce_race.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8reduce64E1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce64(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = zext nneg i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !16
  %6 = load i32, ptr %5, align 4, !dbg !16, !tbaa !17
  %7 = getelementptr [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %4, !dbg !21
  store i32 %6, ptr %7, align 4, !dbg !22, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !23
  %8 = icmp ult i32 %3, 32, !dbg !24
  br i1 %8, label %9, label %34, !dbg !25

9:                                                ; preds = %2
  %10 = getelementptr i8, ptr %7, i64 128, !dbg !26
  %11 = load volatile i32, ptr %10, align 4, !dbg !26, !tbaa !17
  %12 = load volatile i32, ptr %7, align 4, !dbg !27, !tbaa !17
  %13 = add nsw i32 %12, %11, !dbg !27
  store volatile i32 %13, ptr %7, align 4, !dbg !27, !tbaa !17
  %14 = getelementptr i8, ptr %7, i64 64, !dbg !28
  %15 = load volatile i32, ptr %14, align 4, !dbg !28, !tbaa !17
  %16 = load volatile i32, ptr %7, align 4, !dbg !29, !tbaa !17
  %17 = add nsw i32 %16, %15, !dbg !29
  store volatile i32 %17, ptr %7, align 4, !dbg !29, !tbaa !17
  %18 = getelementptr i8, ptr %7, i64 32, !dbg !30
  %19 = load volatile i32, ptr %18, align 4, !dbg !30, !tbaa !17
  %20 = load volatile i32, ptr %7, align 4, !dbg !31, !tbaa !17
  %21 = add nsw i32 %20, %19, !dbg !31
  store volatile i32 %21, ptr %7, align 4, !dbg !31, !tbaa !17
  %22 = getelementptr i8, ptr %7, i64 16, !dbg !32
  %23 = load volatile i32, ptr %22, align 4, !dbg !32, !tbaa !17
  %24 = load volatile i32, ptr %7, align 4, !dbg !33, !tbaa !17
  %25 = add nsw i32 %24, %23, !dbg !33
  store volatile i32 %25, ptr %7, align 4, !dbg !33, !tbaa !17
  %26 = getelementptr i8, ptr %7, i64 8, !dbg !34
  %27 = load volatile i32, ptr %26, align 4, !dbg !34, !tbaa !17
  %28 = load volatile i32, ptr %7, align 4, !dbg !35, !tbaa !17
  %29 = add nsw i32 %28, %27, !dbg !35
  store volatile i32 %29, ptr %7, align 4, !dbg !35, !tbaa !17
  %30 = getelementptr i8, ptr %7, i64 4, !dbg !36
  %31 = load volatile i32, ptr %30, align 4, !dbg !36, !tbaa !17
  %32 = load volatile i32, ptr %7, align 4, !dbg !37, !tbaa !17
  %33 = add nsw i32 %32, %31, !dbg !37
  store volatile i32 %33, ptr %7, align 4, !dbg !37, !tbaa !17
  br label %34, !dbg !38

34:                                               ; preds = %9, %2
  %35 = icmp eq i32 %3, 0, !dbg !39
  br i1 %35, label %36, label %41, !dbg !40

36:                                               ; preds = %34
  %37 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %1, i64 %38
  %40 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), align 4, !dbg !41, !tbaa !17
  store i32 %40, ptr %39, align 4, !dbg !42, !tbaa !17
  br label %41, !dbg !43

41:                                               ; preds = %36, %34
  ret void, !dbg !44
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp_reduce_race.cu", directory: ".")
!2 = !{ptr @reduce64, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "reduce64", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 13, scope: !9)
!16 = !DILocation(line: 10, column: 12, scope: !9)
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 10, column: 3, scope: !9)
!22 = !DILocation(line: 10, column: 10, scope: !9)
!23 = !DILocation(line: 11, column: 3, scope: !9)
!24 = !DILocation(line: 12, column: 11, scope: !9)
!25 = !DILocation(line: 12, column: 7, scope: !9)
!26 = !DILocation(line: 23, column: 16, scope: !9)
!27 = !DILocation(line: 23, column: 13, scope: !9)
!28 = !DILocation(line: 24, column: 16, scope: !9)
!29 = !DILocation(line: 24, column: 13, scope: !9)
!30 = !DILocation(line: 25, column: 16, scope: !9)
!31 = !DILocation(line: 25, column: 13, scope: !9)
!32 = !DILocation(line: 26, column: 16, scope: !9)
!33 = !DILocation(line: 26, column: 13, scope: !9)
!34 = !DILocation(line: 27, column: 16, scope: !9)
!35 = !DILocation(line: 27, column: 13, scope: !9)
!36 = !DILocation(line: 28, column: 16, scope: !9)
!37 = !DILocation(line: 28, column: 13, scope: !9)
!38 = !DILocation(line: 30, column: 3, scope: !9)
!39 = !DILocation(line: 31, column: 11, scope: !9)
!40 = !DILocation(line: 31, column: 7, scope: !9)
!41 = !DILocation(line: 32, column: 23, scope: !9)
!42 = !DILocation(line: 32, column: 21, scope: !9)
!43 = !DILocation(line: 32, column: 5, scope: !9)
!44 = !DILocation(line: 33, column: 1, scope: !9)
