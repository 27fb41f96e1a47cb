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
  br i1 %13, label %14, label %23, !dbg !33

14:                                               ; preds = %2
  %15 = or disjoint i32 %3, 32, !dbg !34
  %16 = icmp ult i32 %15, %5, !dbg !35
  br i1 %16, label %17, label %23, !dbg !36

17:                                               ; preds = %14
  %18 = zext nneg i32 %15 to i64
  %19 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 0, i64 %18
  %20 = load i32, ptr %19, align 4, !dbg !37, !tbaa !25
  %21 = load i32, ptr %12, align 4, !dbg !38, !tbaa !25
  %22 = add nsw i32 %21, %20, !dbg !38
  store i32 %22, ptr %12, align 4, !dbg !38, !tbaa !25
  br label %23, !dbg !39

23:                                               ; preds = %2, %17, %14
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %24 = icmp ult i32 %3, 16, !dbg !32
  br i1 %24, label %25, label %34, !dbg !33

25:                                               ; preds = %23
  %26 = or disjoint i32 %3, 16, !dbg !34
  %27 = icmp ult i32 %26, %5, !dbg !35
  br i1 %27, label %28, label %34, !dbg !36

28:                                               ; preds = %25
  %29 = zext nneg i32 %26 to i64
  %30 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 0, i64 %29
  %31 = load i32, ptr %30, align 4, !dbg !37, !tbaa !25
  %32 = load i32, ptr %12, align 4, !dbg !38, !tbaa !25
  %33 = add nsw i32 %32, %31, !dbg !38
  store i32 %33, ptr %12, align 4, !dbg !38, !tbaa !25
  br label %34, !dbg !39

34:                                               ; preds = %28, %25, %23
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %35 = icmp ult i32 %3, 8, !dbg !32
  br i1 %35, label %36, label %45, !dbg !33

36:                                               ; preds = %34
  %37 = or disjoint i32 %3, 8, !dbg !34
  %38 = icmp ult i32 %37, %5, !dbg !35
  br i1 %38, label %39, label %45, !dbg !36

39:                                               ; preds = %36
  %40 = zext nneg i32 %37 to i64
  %41 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !dbg !37, !tbaa !25
  %43 = load i32, ptr %12, align 4, !dbg !38, !tbaa !25
  %44 = add nsw i32 %43, %42, !dbg !38
  store i32 %44, ptr %12, align 4, !dbg !38, !tbaa !25
  br label %45, !dbg !39

45:                                               ; preds = %39, %36, %34
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %46 = icmp ult i32 %3, 4, !dbg !32
  br i1 %46, label %47, label %56, !dbg !33

47:                                               ; preds = %45
  %48 = or disjoint i32 %3, 4, !dbg !34
  %49 = icmp ult i32 %48, %5, !dbg !35
  br i1 %49, label %50, label %56, !dbg !36

50:                                               ; preds = %47
  %51 = zext nneg i32 %48 to i64
  %52 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 0, i64 %51
  %53 = load i32, ptr %52, align 4, !dbg !37, !tbaa !25
  %54 = load i32, ptr %12, align 4, !dbg !38, !tbaa !25
  %55 = add nsw i32 %54, %53, !dbg !38
  store i32 %55, ptr %12, align 4, !dbg !38, !tbaa !25
  br label %56, !dbg !39

56:                                               ; preds = %50, %47, %45
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %57 = icmp ult i32 %3, 2, !dbg !32
  br i1 %57, label %58, label %67, !dbg !33

58:                                               ; preds = %56
  %59 = or disjoint i32 %3, 2, !dbg !34
  %60 = icmp ult i32 %59, %5, !dbg !35
  br i1 %60, label %61, label %67, !dbg !36

61:                                               ; preds = %58
  %62 = zext nneg i32 %59 to i64
  %63 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 0, i64 %62
  %64 = load i32, ptr %63, align 4, !dbg !37, !tbaa !25
  %65 = load i32, ptr %12, align 4, !dbg !38, !tbaa !25
  %66 = add nsw i32 %65, %64, !dbg !38
  store i32 %66, ptr %12, align 4, !dbg !38, !tbaa !25
  br label %67, !dbg !39

67:                                               ; preds = %61, %58, %56
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %68 = icmp eq i32 %3, 0, !dbg !32
  %69 = icmp ugt i32 %5, 1
  %70 = and i1 %68, %69, !dbg !33
  br i1 %70, label %71, label %75, !dbg !33

71:                                               ; preds = %67
  %72 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 4), align 4, !dbg !37, !tbaa !25
  %73 = load i32, ptr %12, align 4, !dbg !38, !tbaa !25
  %74 = add nsw i32 %73, %72, !dbg !38
  store i32 %74, ptr %12, align 4, !dbg !38, !tbaa !25
  br label %75, !dbg !39

75:                                               ; preds = %71, %67
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %76 = icmp eq i32 %3, 0, !dbg !41
  br i1 %76, label %77, label %81, !dbg !42

77:                                               ; preds = %75
  %78 = zext nneg i32 %4 to i64
  %79 = getelementptr inbounds i32, ptr %1, i64 %78
  %80 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), align 4, !dbg !43, !tbaa !25
  store i32 %80, ptr %79, align 4, !dbg !44, !tbaa !25
  br label %81, !dbg !45

81:                                               ; preds = %77, %75
  ret void, !dbg !46
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
!32 = !DILocation(line: 13, column: 11, scope: !9)
!33 = !DILocation(line: 13, column: 20, scope: !9)
!34 = !DILocation(line: 13, column: 25, scope: !9)
!35 = !DILocation(line: 13, column: 34, scope: !9)
!36 = !DILocation(line: 13, column: 9, scope: !9)
!37 = !DILocation(line: 17, column: 15, scope: !9)
!38 = !DILocation(line: 17, column: 12, scope: !9)
!39 = !DILocation(line: 17, column: 7, scope: !9)
!40 = !DILocation(line: 18, column: 5, scope: !9)
!41 = !DILocation(line: 20, column: 9, scope: !9)
!42 = !DILocation(line: 20, column: 7, scope: !9)
!43 = !DILocation(line: 21, column: 23, scope: !9)
!44 = !DILocation(line: 21, column: 21, scope: !9)
!45 = !DILocation(line: 21, column: 5, scope: !9)
!46 = !DILocation(line: 22, column: 1, scope: !9)
