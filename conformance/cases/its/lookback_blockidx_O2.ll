; ModuleID = 'lookback_blockidx.cu'
source_filename = "lookback_blockidx.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17lookback_blockidxE1s = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@_ZZ17lookback_blockidxE7tile_sh = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ17lookback_blockidxE7excl_sh = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lookback_blockidx(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4) local_unnamed_addr #0 !dbg !9 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %7 = icmp eq i32 %6, 0, !dbg !16
  br i1 %7, label %8, label %10, !dbg !17

8:                                                ; preds = %5
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  store i32 %9, ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE7tile_sh to ptr), align 4, !dbg !18, !tbaa !19
  br label %10, !dbg !23

10:                                               ; preds = %8, %5
  tail call void @llvm.nvvm.barrier0(), !dbg !24
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE7tile_sh to ptr), align 4, !dbg !25, !tbaa !19
  %12 = shl i32 %11, 7, !dbg !26
  %13 = add i32 %12, %6, !dbg !27
  %14 = zext i32 %13 to i64, !dbg !28
  %15 = getelementptr inbounds i32, ptr %0, i64 %14, !dbg !28
  %16 = load i32, ptr %15, align 4, !dbg !28, !tbaa !19
  %17 = zext nneg i32 %6 to i64, !dbg !29
  %18 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %17, !dbg !29
  store i32 %16, ptr %18, align 4, !dbg !30, !tbaa !19
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %19 = icmp eq i32 %6, 0, !dbg !32
  br i1 %19, label %25, label %20, !dbg !33

20:                                               ; preds = %10
  %21 = add nsw i32 %6, -1
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %22
  %24 = load i32, ptr %23, align 4, !dbg !34, !tbaa !19
  br label %25, !dbg !33

25:                                               ; preds = %10, %20
  %26 = phi i32 [ %24, %20 ], [ 0, %10 ], !dbg !33
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %27 = load i32, ptr %18, align 4, !dbg !36, !tbaa !19
  %28 = add nsw i32 %27, %26, !dbg !36
  store i32 %28, ptr %18, align 4, !dbg !36, !tbaa !19
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %29 = icmp ult i32 %6, 2, !dbg !32
  br i1 %29, label %35, label %30, !dbg !33

30:                                               ; preds = %25
  %31 = add nsw i32 %6, -2
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !dbg !34, !tbaa !19
  br label %35, !dbg !33

35:                                               ; preds = %30, %25
  %36 = phi i32 [ %34, %30 ], [ 0, %25 ], !dbg !33
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %37 = load i32, ptr %18, align 4, !dbg !36, !tbaa !19
  %38 = add nsw i32 %37, %36, !dbg !36
  store i32 %38, ptr %18, align 4, !dbg !36, !tbaa !19
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %39 = icmp ult i32 %6, 4, !dbg !32
  br i1 %39, label %45, label %40, !dbg !33

40:                                               ; preds = %35
  %41 = add nsw i32 %6, -4
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %42
  %44 = load i32, ptr %43, align 4, !dbg !34, !tbaa !19
  br label %45, !dbg !33

45:                                               ; preds = %40, %35
  %46 = phi i32 [ %44, %40 ], [ 0, %35 ], !dbg !33
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %47 = load i32, ptr %18, align 4, !dbg !36, !tbaa !19
  %48 = add nsw i32 %47, %46, !dbg !36
  store i32 %48, ptr %18, align 4, !dbg !36, !tbaa !19
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %49 = icmp ult i32 %6, 8, !dbg !32
  br i1 %49, label %55, label %50, !dbg !33

50:                                               ; preds = %45
  %51 = add nsw i32 %6, -8
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %52
  %54 = load i32, ptr %53, align 4, !dbg !34, !tbaa !19
  br label %55, !dbg !33

55:                                               ; preds = %50, %45
  %56 = phi i32 [ %54, %50 ], [ 0, %45 ], !dbg !33
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %57 = load i32, ptr %18, align 4, !dbg !36, !tbaa !19
  %58 = add nsw i32 %57, %56, !dbg !36
  store i32 %58, ptr %18, align 4, !dbg !36, !tbaa !19
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %59 = icmp ult i32 %6, 16, !dbg !32
  br i1 %59, label %65, label %60, !dbg !33

60:                                               ; preds = %55
  %61 = add nsw i32 %6, -16
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %62
  %64 = load i32, ptr %63, align 4, !dbg !34, !tbaa !19
  br label %65, !dbg !33

65:                                               ; preds = %60, %55
  %66 = phi i32 [ %64, %60 ], [ 0, %55 ], !dbg !33
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %67 = load i32, ptr %18, align 4, !dbg !36, !tbaa !19
  %68 = add nsw i32 %67, %66, !dbg !36
  store i32 %68, ptr %18, align 4, !dbg !36, !tbaa !19
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %69 = icmp ult i32 %6, 32, !dbg !32
  br i1 %69, label %75, label %70, !dbg !33

70:                                               ; preds = %65
  %71 = add nsw i32 %6, -32
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !dbg !34, !tbaa !19
  br label %75, !dbg !33

75:                                               ; preds = %70, %65
  %76 = phi i32 [ %74, %70 ], [ 0, %65 ], !dbg !33
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %77 = load i32, ptr %18, align 4, !dbg !36, !tbaa !19
  %78 = add nsw i32 %77, %76, !dbg !36
  store i32 %78, ptr %18, align 4, !dbg !36, !tbaa !19
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  %79 = icmp ult i32 %6, 64, !dbg !32
  br i1 %79, label %85, label %80, !dbg !33

80:                                               ; preds = %75
  %81 = add nsw i32 %6, -64
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %82
  %84 = load i32, ptr %83, align 4, !dbg !34, !tbaa !19
  br label %85, !dbg !33

85:                                               ; preds = %80, %75
  %86 = phi i32 [ %84, %80 ], [ 0, %75 ], !dbg !33
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %87 = load i32, ptr %18, align 4, !dbg !36, !tbaa !19
  %88 = add nsw i32 %87, %86, !dbg !36
  store i32 %88, ptr %18, align 4, !dbg !36, !tbaa !19
  tail call void @llvm.nvvm.barrier0(), !dbg !37
  br i1 %7, label %89, label %120, !dbg !38

89:                                               ; preds = %85
  %90 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 508), align 4, !dbg !39, !tbaa !19
  %91 = icmp eq i32 %11, 0, !dbg !40
  br i1 %91, label %92, label %93, !dbg !41

92:                                               ; preds = %89
  store i32 %90, ptr %4, align 4, !dbg !42, !tbaa !19
  br label %116, !dbg !43

93:                                               ; preds = %89
  %94 = zext i32 %11 to i64, !dbg !44
  %95 = getelementptr inbounds i32, ptr %3, i64 %94, !dbg !44
  store i32 %90, ptr %95, align 4, !dbg !45, !tbaa !19
  tail call void @llvm.nvvm.membar.gl(), !dbg !46
  %96 = getelementptr inbounds i32, ptr %2, i64 %94, !dbg !49
  %97 = atomicrmw xchg ptr %96, i32 1 seq_cst, align 4, !dbg !50
  br label %98, !dbg !53

98:                                               ; preds = %107, %93
  %99 = phi i32 [ %11, %93 ], [ %101, %107 ]
  %100 = phi i32 [ 0, %93 ], [ %112, %107 ], !dbg !54
  %101 = add nsw i32 %99, -1, !dbg !55
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr %2, i64 %102
  br label %104, !dbg !56

104:                                              ; preds = %104, %98
  %105 = load volatile i32, ptr %103, align 4, !dbg !57, !tbaa !19
  %106 = icmp eq i32 %105, 0, !dbg !58
  br i1 %106, label %104, label %107, !dbg !56, !llvm.loop !59

107:                                              ; preds = %104
  tail call void @llvm.nvvm.membar.gl(), !dbg !62
  %108 = icmp eq i32 %105, 2, !dbg !64
  %109 = select i1 %108, ptr %4, ptr %3, !dbg !65
  %110 = getelementptr inbounds i32, ptr %109, i64 %102, !dbg !54
  %111 = load i32, ptr %110, align 4, !dbg !54, !tbaa !19
  %112 = add nsw i32 %111, %100, !dbg !54
  br i1 %108, label %113, label %98

113:                                              ; preds = %107
  %114 = add nsw i32 %112, %90, !dbg !66
  %115 = getelementptr inbounds i32, ptr %4, i64 %94, !dbg !67
  store i32 %114, ptr %115, align 4, !dbg !68, !tbaa !19
  br label %116

116:                                              ; preds = %113, %92
  %117 = phi ptr [ %96, %113 ], [ %2, %92 ]
  %118 = phi i32 [ %112, %113 ], [ 0, %92 ], !dbg !54
  tail call void @llvm.nvvm.membar.gl(), !dbg !69
  %119 = atomicrmw xchg ptr %117, i32 2 seq_cst, align 4, !dbg !70
  store i32 %118, ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE7excl_sh to ptr), align 4, !dbg !71, !tbaa !19
  br label %120, !dbg !72

120:                                              ; preds = %116, %85
  tail call void @llvm.nvvm.barrier0(), !dbg !73
  %121 = load i32, ptr %18, align 4, !dbg !74, !tbaa !19
  %122 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE7excl_sh to ptr), align 4, !dbg !75, !tbaa !19
  %123 = add nsw i32 %122, %121, !dbg !76
  %124 = getelementptr inbounds i32, ptr %1, i64 %14, !dbg !77
  store i32 %123, ptr %124, align 4, !dbg !78, !tbaa !19
  ret void, !dbg !79
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
!1 = !DIFile(filename: "lookback_blockidx.cu", directory: ".")
!2 = !{ptr @lookback_blockidx, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "lookback_blockidx", scope: !1, file: !1, line: 12, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 17, column: 16, scope: !9)
!16 = !DILocation(line: 18, column: 9, scope: !9)
!17 = !DILocation(line: 18, column: 7, scope: !9)
!18 = !DILocation(line: 18, column: 23, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 18, column: 15, scope: !9)
!24 = !DILocation(line: 19, column: 3, scope: !9)
!25 = !DILocation(line: 20, column: 19, scope: !9)
!26 = !DILocation(line: 21, column: 18, scope: !9)
!27 = !DILocation(line: 21, column: 25, scope: !9)
!28 = !DILocation(line: 21, column: 10, scope: !9)
!29 = !DILocation(line: 21, column: 3, scope: !9)
!30 = !DILocation(line: 21, column: 8, scope: !9)
!31 = !DILocation(line: 22, column: 3, scope: !9)
!32 = !DILocation(line: 24, column: 15, scope: !9)
!33 = !DILocation(line: 24, column: 13, scope: !9)
!34 = !DILocation(line: 24, column: 24, scope: !9)
!35 = !DILocation(line: 25, column: 5, scope: !9)
!36 = !DILocation(line: 26, column: 10, scope: !9)
!37 = !DILocation(line: 27, column: 5, scope: !9)
!38 = !DILocation(line: 29, column: 7, scope: !9)
!39 = !DILocation(line: 30, column: 15, scope: !9)
!40 = !DILocation(line: 32, column: 14, scope: !9)
!41 = !DILocation(line: 32, column: 9, scope: !9)
!42 = !DILocation(line: 33, column: 16, scope: !9)
!43 = !DILocation(line: 36, column: 5, scope: !9)
!44 = !DILocation(line: 37, column: 7, scope: !9)
!45 = !DILocation(line: 37, column: 18, scope: !9)
!46 = !DILocation(line: 78, column: 32, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = distinct !DILocation(line: 38, column: 7, scope: !9)
!49 = !DILocation(line: 39, column: 19, scope: !9)
!50 = !DILocation(line: 147, column: 48, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "atomicExch", scope: !14, file: !14, line: 147, type: !10, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = distinct !DILocation(line: 39, column: 7, scope: !9)
!53 = !DILocation(line: 41, column: 7, scope: !9)
!54 = !DILocation(line: 0, scope: !9)
!55 = !DILocation(line: 40, column: 11, scope: !9)
!56 = !DILocation(line: 44, column: 9, scope: !9)
!57 = !DILocation(line: 44, column: 22, scope: !9)
!58 = !DILocation(line: 44, column: 34, scope: !9)
!59 = distinct !{!59, !56, !60, !61}
!60 = !DILocation(line: 45, column: 9, scope: !9)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 78, column: 32, scope: !47, inlinedAt: !63)
!63 = distinct !DILocation(line: 46, column: 9, scope: !9)
!64 = !DILocation(line: 47, column: 16, scope: !9)
!65 = !DILocation(line: 47, column: 13, scope: !9)
!66 = !DILocation(line: 54, column: 26, scope: !9)
!67 = !DILocation(line: 54, column: 7, scope: !9)
!68 = !DILocation(line: 54, column: 19, scope: !9)
!69 = !DILocation(line: 78, column: 32, scope: !47, inlinedAt: !54)
!70 = !DILocation(line: 147, column: 48, scope: !51, inlinedAt: !54)
!71 = !DILocation(line: 58, column: 13, scope: !9)
!72 = !DILocation(line: 59, column: 3, scope: !9)
!73 = !DILocation(line: 60, column: 3, scope: !9)
!74 = !DILocation(line: 61, column: 26, scope: !9)
!75 = !DILocation(line: 61, column: 33, scope: !9)
!76 = !DILocation(line: 61, column: 31, scope: !9)
!77 = !DILocation(line: 61, column: 3, scope: !9)
!78 = !DILocation(line: 61, column: 24, scope: !9)
!79 = !DILocation(line: 62, column: 1, scope: !9)
