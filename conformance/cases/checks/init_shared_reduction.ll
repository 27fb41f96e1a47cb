; ModuleID = 'init_shared_reduction.cu'
source_filename = "init_shared_reduction.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9block_sumE1s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @block_sum(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %6 = mul i32 %4, %5, !dbg !22
  %7 = add i32 %6, %3, !dbg !23
  %8 = zext i32 %7 to i64, !dbg !24
  %9 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !24
  %10 = load i32, ptr %9, align 4, !dbg !24, !tbaa !25
  %11 = zext nneg i32 %3 to i64, !dbg !29
  %12 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 0, i64 %11, !dbg !29
  store i32 %10, ptr %12, align 4, !dbg !30, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %13 = icmp ult i32 %3, 32, !dbg !32
  br i1 %13, label %14, label %21, !dbg !33

14:                                               ; preds = %2
  %15 = or disjoint i32 %3, 32
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !dbg !34, !tbaa !25
  %19 = load i32, ptr %12, align 4, !dbg !35, !tbaa !25
  %20 = add nsw i32 %19, %18, !dbg !35
  store i32 %20, ptr %12, align 4, !dbg !35, !tbaa !25
  br label %21, !dbg !36

21:                                               ; preds = %14, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %22 = icmp ult i32 %3, 16, !dbg !32
  br i1 %22, label %23, label %30, !dbg !33

23:                                               ; preds = %21
  %24 = or disjoint i32 %3, 16
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 0, i64 %25
  %27 = load i32, ptr %26, align 4, !dbg !34, !tbaa !25
  %28 = load i32, ptr %12, align 4, !dbg !35, !tbaa !25
  %29 = add nsw i32 %28, %27, !dbg !35
  store i32 %29, ptr %12, align 4, !dbg !35, !tbaa !25
  br label %30, !dbg !36

30:                                               ; preds = %23, %21
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %31 = icmp ult i32 %3, 8, !dbg !32
  br i1 %31, label %32, label %39, !dbg !33

32:                                               ; preds = %30
  %33 = or disjoint i32 %3, 8
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !dbg !34, !tbaa !25
  %37 = load i32, ptr %12, align 4, !dbg !35, !tbaa !25
  %38 = add nsw i32 %37, %36, !dbg !35
  store i32 %38, ptr %12, align 4, !dbg !35, !tbaa !25
  br label %39, !dbg !36

39:                                               ; preds = %32, %30
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %40 = icmp ult i32 %3, 4, !dbg !32
  br i1 %40, label %41, label %48, !dbg !33

41:                                               ; preds = %39
  %42 = or disjoint i32 %3, 4
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 0, i64 %43
  %45 = load i32, ptr %44, align 4, !dbg !34, !tbaa !25
  %46 = load i32, ptr %12, align 4, !dbg !35, !tbaa !25
  %47 = add nsw i32 %46, %45, !dbg !35
  store i32 %47, ptr %12, align 4, !dbg !35, !tbaa !25
  br label %48, !dbg !36

48:                                               ; preds = %41, %39
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %49 = icmp ult i32 %3, 2, !dbg !32
  br i1 %49, label %50, label %57, !dbg !33

50:                                               ; preds = %48
  %51 = or disjoint i32 %3, 2
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 0, i64 %52
  %54 = load i32, ptr %53, align 4, !dbg !34, !tbaa !25
  %55 = load i32, ptr %12, align 4, !dbg !35, !tbaa !25
  %56 = add nsw i32 %55, %54, !dbg !35
  store i32 %56, ptr %12, align 4, !dbg !35, !tbaa !25
  br label %57, !dbg !36

57:                                               ; preds = %50, %48
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %58 = icmp eq i32 %3, 0, !dbg !32
  br i1 %58, label %59, label %63, !dbg !33

59:                                               ; preds = %57
  %60 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 4), align 4, !dbg !34, !tbaa !25
  %61 = load i32, ptr %12, align 4, !dbg !35, !tbaa !25
  %62 = add nsw i32 %61, %60, !dbg !35
  store i32 %62, ptr %12, align 4, !dbg !35, !tbaa !25
  br label %63, !dbg !36

63:                                               ; preds = %59, %57
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %64 = icmp eq i32 %3, 0, !dbg !38
  br i1 %64, label %65, label %69, !dbg !39

65:                                               ; preds = %63
  %66 = zext nneg i32 %4 to i64
  %67 = getelementptr inbounds i32, ptr %1, i64 %66
  %68 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), align 4, !dbg !40, !tbaa !25
  store i32 %68, ptr %67, align 4, !dbg !41, !tbaa !25
  br label %69, !dbg !42

69:                                               ; preds = %65, %63
  ret void, !dbg !43
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "init_shared_reduction.cu", directory: ".")
!2 = !{ptr @block_sum, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "block_sum", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 58, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 9, column: 13, scope: !9)
!19 = !DILocation(line: 59, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!21 = distinct !DILocation(line: 9, column: 26, scope: !9)
!22 = !DILocation(line: 9, column: 24, scope: !9)
!23 = !DILocation(line: 9, column: 37, scope: !9)
!24 = !DILocation(line: 9, column: 10, scope: !9)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 9, column: 3, scope: !9)
!30 = !DILocation(line: 9, column: 8, scope: !9)
!31 = !DILocation(line: 10, column: 3, scope: !9)
!32 = !DILocation(line: 15, column: 11, scope: !9)
!33 = !DILocation(line: 15, column: 9, scope: !9)
!34 = !DILocation(line: 17, column: 15, scope: !9)
!35 = !DILocation(line: 17, column: 12, scope: !9)
!36 = !DILocation(line: 17, column: 7, scope: !9)
!37 = !DILocation(line: 18, column: 5, scope: !9)
!38 = !DILocation(line: 20, column: 9, scope: !9)
!39 = !DILocation(line: 20, column: 7, scope: !9)
!40 = !DILocation(line: 21, column: 23, scope: !9)
!41 = !DILocation(line: 21, column: 21, scope: !9)
!42 = !DILocation(line: 21, column: 5, scope: !9)
!43 = !DILocation(line: 22, column: 1, scope: !9)
