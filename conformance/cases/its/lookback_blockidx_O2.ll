; ModuleID = 'lookback_blockidx.cu'
source_filename = "lookback_blockidx.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17lookback_blockidxE1s = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@_ZZ17lookback_blockidxE7tile_sh = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ17lookback_blockidxE7excl_sh = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lookback_blockidx(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr noundef %2, ptr nocapture noundef %3, ptr nocapture noundef %4) local_unnamed_addr #0 !dbg !9 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %7 = icmp eq i32 %6, 0, !dbg !17
  br i1 %7, label %8, label %10, !dbg !18

8:                                                ; preds = %5
  %9 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  store i32 %9, ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE7tile_sh to ptr), align 4, !dbg !19, !tbaa !20
  br label %10, !dbg !24

10:                                               ; preds = %8, %5
  tail call void @llvm.nvvm.barrier0(), !dbg !25
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE7tile_sh to ptr), align 4, !dbg !26, !tbaa !20
  %12 = shl i32 %11, 7, !dbg !27
  %13 = add i32 %12, %6, !dbg !28
  %14 = zext i32 %13 to i64, !dbg !29
  %15 = getelementptr inbounds i32, ptr %0, i64 %14, !dbg !29
  %16 = load i32, ptr %15, align 4, !dbg !29, !tbaa !20
  %17 = zext nneg i32 %6 to i64, !dbg !30
  %18 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %17, !dbg !30
  store i32 %16, ptr %18, align 4, !dbg !31, !tbaa !20
  tail call void @llvm.nvvm.barrier0(), !dbg !32
  %19 = icmp eq i32 %6, 0, !dbg !33
  br i1 %19, label %25, label %20, !dbg !34

20:                                               ; preds = %10
  %21 = add nsw i32 %6, -1
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %22
  %24 = load i32, ptr %23, align 4, !dbg !35, !tbaa !20
  br label %25, !dbg !34

25:                                               ; preds = %10, %20
  %26 = phi i32 [ %24, %20 ], [ 0, %10 ], !dbg !34
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %27 = load i32, ptr %18, align 4, !dbg !37, !tbaa !20
  %28 = add nsw i32 %27, %26, !dbg !37
  store i32 %28, ptr %18, align 4, !dbg !37, !tbaa !20
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %29 = icmp ult i32 %6, 2, !dbg !33
  br i1 %29, label %35, label %30, !dbg !34

30:                                               ; preds = %25
  %31 = add nsw i32 %6, -2
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !dbg !35, !tbaa !20
  br label %35, !dbg !34

35:                                               ; preds = %30, %25
  %36 = phi i32 [ %34, %30 ], [ 0, %25 ], !dbg !34
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %37 = load i32, ptr %18, align 4, !dbg !37, !tbaa !20
  %38 = add nsw i32 %37, %36, !dbg !37
  store i32 %38, ptr %18, align 4, !dbg !37, !tbaa !20
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %39 = icmp ult i32 %6, 4, !dbg !33
  br i1 %39, label %45, label %40, !dbg !34

40:                                               ; preds = %35
  %41 = add nsw i32 %6, -4
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %42
  %44 = load i32, ptr %43, align 4, !dbg !35, !tbaa !20
  br label %45, !dbg !34

45:                                               ; preds = %40, %35
  %46 = phi i32 [ %44, %40 ], [ 0, %35 ], !dbg !34
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %47 = load i32, ptr %18, align 4, !dbg !37, !tbaa !20
  %48 = add nsw i32 %47, %46, !dbg !37
  store i32 %48, ptr %18, align 4, !dbg !37, !tbaa !20
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %49 = icmp ult i32 %6, 8, !dbg !33
  br i1 %49, label %55, label %50, !dbg !34

50:                                               ; preds = %45
  %51 = add nsw i32 %6, -8
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %52
  %54 = load i32, ptr %53, align 4, !dbg !35, !tbaa !20
  br label %55, !dbg !34

55:                                               ; preds = %50, %45
  %56 = phi i32 [ %54, %50 ], [ 0, %45 ], !dbg !34
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %57 = load i32, ptr %18, align 4, !dbg !37, !tbaa !20
  %58 = add nsw i32 %57, %56, !dbg !37
  store i32 %58, ptr %18, align 4, !dbg !37, !tbaa !20
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %59 = icmp ult i32 %6, 16, !dbg !33
  br i1 %59, label %65, label %60, !dbg !34

60:                                               ; preds = %55
  %61 = add nsw i32 %6, -16
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %62
  %64 = load i32, ptr %63, align 4, !dbg !35, !tbaa !20
  br label %65, !dbg !34

65:                                               ; preds = %60, %55
  %66 = phi i32 [ %64, %60 ], [ 0, %55 ], !dbg !34
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %67 = load i32, ptr %18, align 4, !dbg !37, !tbaa !20
  %68 = add nsw i32 %67, %66, !dbg !37
  store i32 %68, ptr %18, align 4, !dbg !37, !tbaa !20
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %69 = icmp ult i32 %6, 32, !dbg !33
  br i1 %69, label %75, label %70, !dbg !34

70:                                               ; preds = %65
  %71 = add nsw i32 %6, -32
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !dbg !35, !tbaa !20
  br label %75, !dbg !34

75:                                               ; preds = %70, %65
  %76 = phi i32 [ %74, %70 ], [ 0, %65 ], !dbg !34
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %77 = load i32, ptr %18, align 4, !dbg !37, !tbaa !20
  %78 = add nsw i32 %77, %76, !dbg !37
  store i32 %78, ptr %18, align 4, !dbg !37, !tbaa !20
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %79 = icmp ult i32 %6, 64, !dbg !33
  br i1 %79, label %85, label %80, !dbg !34

80:                                               ; preds = %75
  %81 = add nsw i32 %6, -64
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %82
  %84 = load i32, ptr %83, align 4, !dbg !35, !tbaa !20
  br label %85, !dbg !34

85:                                               ; preds = %80, %75
  %86 = phi i32 [ %84, %80 ], [ 0, %75 ], !dbg !34
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %87 = load i32, ptr %18, align 4, !dbg !37, !tbaa !20
  %88 = add nsw i32 %87, %86, !dbg !37
  store i32 %88, ptr %18, align 4, !dbg !37, !tbaa !20
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  br i1 %7, label %89, label %120, !dbg !39

89:                                               ; preds = %85
  %90 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 508), align 4, !dbg !40, !tbaa !20
  %91 = icmp eq i32 %11, 0, !dbg !41
  br i1 %91, label %92, label %93, !dbg !42

92:                                               ; preds = %89
  store i32 %90, ptr %4, align 4, !dbg !43, !tbaa !20
  br label %116, !dbg !44

93:                                               ; preds = %89
  %94 = zext i32 %11 to i64, !dbg !45
  %95 = getelementptr inbounds i32, ptr %3, i64 %94, !dbg !45
  store i32 %90, ptr %95, align 4, !dbg !46, !tbaa !20
  tail call void @llvm.nvvm.membar.gl(), !dbg !47
  %96 = getelementptr inbounds i32, ptr %2, i64 %94, !dbg !50
  %97 = atomicrmw xchg ptr %96, i32 1 seq_cst, align 4, !dbg !51
  br label %98, !dbg !54

98:                                               ; preds = %107, %93
  %99 = phi i32 [ %11, %93 ], [ %101, %107 ]
  %100 = phi i32 [ 0, %93 ], [ %112, %107 ], !dbg !55
  %101 = add nsw i32 %99, -1, !dbg !56
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr %2, i64 %102
  br label %104, !dbg !57

104:                                              ; preds = %104, %98
  %105 = load volatile i32, ptr %103, align 4, !dbg !58, !tbaa !20
  %106 = icmp eq i32 %105, 0, !dbg !59
  br i1 %106, label %104, label %107, !dbg !57, !llvm.loop !60

107:                                              ; preds = %104
  tail call void @llvm.nvvm.membar.gl(), !dbg !63
  %108 = icmp eq i32 %105, 2, !dbg !65
  %109 = select i1 %108, ptr %4, ptr %3, !dbg !66
  %110 = getelementptr inbounds i32, ptr %109, i64 %102, !dbg !55
  %111 = load i32, ptr %110, align 4, !dbg !55, !tbaa !20
  %112 = add nsw i32 %111, %100, !dbg !55
  br i1 %108, label %113, label %98

113:                                              ; preds = %107
  %114 = add nsw i32 %112, %90, !dbg !67
  %115 = getelementptr inbounds i32, ptr %4, i64 %94, !dbg !68
  store i32 %114, ptr %115, align 4, !dbg !69, !tbaa !20
  br label %116

116:                                              ; preds = %113, %92
  %117 = phi ptr [ %96, %113 ], [ %2, %92 ]
  %118 = phi i32 [ %112, %113 ], [ 0, %92 ], !dbg !55
  tail call void @llvm.nvvm.membar.gl(), !dbg !70
  %119 = atomicrmw xchg ptr %117, i32 2 seq_cst, align 4, !dbg !71
  store i32 %118, ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE7excl_sh to ptr), align 4, !dbg !72, !tbaa !20
  br label %120, !dbg !73

120:                                              ; preds = %116, %85
  tail call void @llvm.nvvm.barrier0(), !dbg !74
  %121 = load i32, ptr %18, align 4, !dbg !75, !tbaa !20
  %122 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE7excl_sh to ptr), align 4, !dbg !76, !tbaa !20
  %123 = add nsw i32 %122, %121, !dbg !77
  %124 = getelementptr inbounds i32, ptr %1, i64 %14, !dbg !78
  store i32 %123, ptr %124, align 4, !dbg !79, !tbaa !20
  ret void, !dbg !80
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
!9 = distinct !DISubprogram(name: "lookback_blockidx", scope: !10, file: !10, line: 19, type: !11, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DIFile(filename: "./lookback_scan.cu", directory: ".")
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 57, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 57, type: !11, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!16 = distinct !DILocation(line: 27, column: 16, scope: !9)
!17 = !DILocation(line: 29, column: 9, scope: !9)
!18 = !DILocation(line: 29, column: 7, scope: !9)
!19 = !DILocation(line: 29, column: 23, scope: !9)
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C++ TBAA"}
!24 = !DILocation(line: 29, column: 15, scope: !9)
!25 = !DILocation(line: 33, column: 3, scope: !9)
!26 = !DILocation(line: 34, column: 19, scope: !9)
!27 = !DILocation(line: 35, column: 18, scope: !9)
!28 = !DILocation(line: 35, column: 25, scope: !9)
!29 = !DILocation(line: 35, column: 10, scope: !9)
!30 = !DILocation(line: 35, column: 3, scope: !9)
!31 = !DILocation(line: 35, column: 8, scope: !9)
!32 = !DILocation(line: 36, column: 3, scope: !9)
!33 = !DILocation(line: 38, column: 15, scope: !9)
!34 = !DILocation(line: 38, column: 13, scope: !9)
!35 = !DILocation(line: 38, column: 24, scope: !9)
!36 = !DILocation(line: 39, column: 5, scope: !9)
!37 = !DILocation(line: 40, column: 10, scope: !9)
!38 = !DILocation(line: 41, column: 5, scope: !9)
!39 = !DILocation(line: 43, column: 7, scope: !9)
!40 = !DILocation(line: 44, column: 15, scope: !9)
!41 = !DILocation(line: 46, column: 14, scope: !9)
!42 = !DILocation(line: 46, column: 9, scope: !9)
!43 = !DILocation(line: 47, column: 16, scope: !9)
!44 = !DILocation(line: 50, column: 5, scope: !9)
!45 = !DILocation(line: 51, column: 7, scope: !9)
!46 = !DILocation(line: 51, column: 18, scope: !9)
!47 = !DILocation(line: 78, column: 32, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__threadfence", scope: !15, file: !15, line: 78, type: !11, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 52, column: 7, scope: !9)
!50 = !DILocation(line: 53, column: 19, scope: !9)
!51 = !DILocation(line: 147, column: 48, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "atomicExch", scope: !15, file: !15, line: 147, type: !11, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = distinct !DILocation(line: 53, column: 7, scope: !9)
!54 = !DILocation(line: 55, column: 7, scope: !9)
!55 = !DILocation(line: 0, scope: !9)
!56 = !DILocation(line: 54, column: 11, scope: !9)
!57 = !DILocation(line: 58, column: 9, scope: !9)
!58 = !DILocation(line: 58, column: 22, scope: !9)
!59 = !DILocation(line: 58, column: 34, scope: !9)
!60 = distinct !{!60, !57, !61, !62}
!61 = !DILocation(line: 59, column: 9, scope: !9)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 78, column: 32, scope: !48, inlinedAt: !64)
!64 = distinct !DILocation(line: 60, column: 9, scope: !9)
!65 = !DILocation(line: 61, column: 16, scope: !9)
!66 = !DILocation(line: 61, column: 13, scope: !9)
!67 = !DILocation(line: 68, column: 26, scope: !9)
!68 = !DILocation(line: 68, column: 7, scope: !9)
!69 = !DILocation(line: 68, column: 19, scope: !9)
!70 = !DILocation(line: 78, column: 32, scope: !48, inlinedAt: !55)
!71 = !DILocation(line: 147, column: 48, scope: !52, inlinedAt: !55)
!72 = !DILocation(line: 72, column: 13, scope: !9)
!73 = !DILocation(line: 73, column: 3, scope: !9)
!74 = !DILocation(line: 74, column: 3, scope: !9)
!75 = !DILocation(line: 75, column: 26, scope: !9)
!76 = !DILocation(line: 75, column: 33, scope: !9)
!77 = !DILocation(line: 75, column: 31, scope: !9)
!78 = !DILocation(line: 75, column: 3, scope: !9)
!79 = !DILocation(line: 75, column: 24, scope: !9)
!80 = !DILocation(line: 76, column: 1, scope: !9)
