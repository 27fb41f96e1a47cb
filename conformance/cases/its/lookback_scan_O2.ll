; ModuleID = 'lookback_scan.cu'
source_filename = "lookback_scan.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13lookback_scanE1s = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@_ZZ13lookback_scanE7tile_sh = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ13lookback_scanE7excl_sh = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @lookback_scan(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2, ptr noundef %3, ptr nocapture noundef %4, ptr nocapture noundef %5) local_unnamed_addr #0 !dbg !9 {
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %8 = icmp eq i32 %7, 0, !dbg !16
  br i1 %8, label %9, label %11, !dbg !17

9:                                                ; preds = %6
  %10 = atomicrmw add ptr %2, i32 1 seq_cst, align 4, !dbg !18
  store i32 %10, ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE7tile_sh to ptr), align 4, !dbg !21, !tbaa !22
  br label %11, !dbg !26

11:                                               ; preds = %9, %6
  tail call void @llvm.nvvm.barrier0(), !dbg !27
  %12 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE7tile_sh to ptr), align 4, !dbg !28, !tbaa !22
  %13 = shl i32 %12, 7, !dbg !29
  %14 = add i32 %13, %7, !dbg !30
  %15 = zext i32 %14 to i64, !dbg !31
  %16 = getelementptr inbounds i32, ptr %0, i64 %15, !dbg !31
  %17 = load i32, ptr %16, align 4, !dbg !31, !tbaa !22
  %18 = zext nneg i32 %7 to i64, !dbg !32
  %19 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE1s to ptr), i64 0, i64 %18, !dbg !32
  store i32 %17, ptr %19, align 4, !dbg !33, !tbaa !22
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %20 = icmp eq i32 %7, 0, !dbg !35
  br i1 %20, label %26, label %21, !dbg !36

21:                                               ; preds = %11
  %22 = add nsw i32 %7, -1
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE1s to ptr), i64 0, i64 %23
  %25 = load i32, ptr %24, align 4, !dbg !37, !tbaa !22
  br label %26, !dbg !36

26:                                               ; preds = %11, %21
  %27 = phi i32 [ %25, %21 ], [ 0, %11 ], !dbg !36
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %28 = load i32, ptr %19, align 4, !dbg !39, !tbaa !22
  %29 = add nsw i32 %28, %27, !dbg !39
  store i32 %29, ptr %19, align 4, !dbg !39, !tbaa !22
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %30 = icmp ult i32 %7, 2, !dbg !35
  br i1 %30, label %36, label %31, !dbg !36

31:                                               ; preds = %26
  %32 = add nsw i32 %7, -2
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE1s to ptr), i64 0, i64 %33
  %35 = load i32, ptr %34, align 4, !dbg !37, !tbaa !22
  br label %36, !dbg !36

36:                                               ; preds = %31, %26
  %37 = phi i32 [ %35, %31 ], [ 0, %26 ], !dbg !36
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %38 = load i32, ptr %19, align 4, !dbg !39, !tbaa !22
  %39 = add nsw i32 %38, %37, !dbg !39
  store i32 %39, ptr %19, align 4, !dbg !39, !tbaa !22
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %40 = icmp ult i32 %7, 4, !dbg !35
  br i1 %40, label %46, label %41, !dbg !36

41:                                               ; preds = %36
  %42 = add nsw i32 %7, -4
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE1s to ptr), i64 0, i64 %43
  %45 = load i32, ptr %44, align 4, !dbg !37, !tbaa !22
  br label %46, !dbg !36

46:                                               ; preds = %41, %36
  %47 = phi i32 [ %45, %41 ], [ 0, %36 ], !dbg !36
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %48 = load i32, ptr %19, align 4, !dbg !39, !tbaa !22
  %49 = add nsw i32 %48, %47, !dbg !39
  store i32 %49, ptr %19, align 4, !dbg !39, !tbaa !22
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %50 = icmp ult i32 %7, 8, !dbg !35
  br i1 %50, label %56, label %51, !dbg !36

51:                                               ; preds = %46
  %52 = add nsw i32 %7, -8
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE1s to ptr), i64 0, i64 %53
  %55 = load i32, ptr %54, align 4, !dbg !37, !tbaa !22
  br label %56, !dbg !36

56:                                               ; preds = %51, %46
  %57 = phi i32 [ %55, %51 ], [ 0, %46 ], !dbg !36
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %58 = load i32, ptr %19, align 4, !dbg !39, !tbaa !22
  %59 = add nsw i32 %58, %57, !dbg !39
  store i32 %59, ptr %19, align 4, !dbg !39, !tbaa !22
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %60 = icmp ult i32 %7, 16, !dbg !35
  br i1 %60, label %66, label %61, !dbg !36

61:                                               ; preds = %56
  %62 = add nsw i32 %7, -16
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE1s to ptr), i64 0, i64 %63
  %65 = load i32, ptr %64, align 4, !dbg !37, !tbaa !22
  br label %66, !dbg !36

66:                                               ; preds = %61, %56
  %67 = phi i32 [ %65, %61 ], [ 0, %56 ], !dbg !36
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %68 = load i32, ptr %19, align 4, !dbg !39, !tbaa !22
  %69 = add nsw i32 %68, %67, !dbg !39
  store i32 %69, ptr %19, align 4, !dbg !39, !tbaa !22
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %70 = icmp ult i32 %7, 32, !dbg !35
  br i1 %70, label %76, label %71, !dbg !36

71:                                               ; preds = %66
  %72 = add nsw i32 %7, -32
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE1s to ptr), i64 0, i64 %73
  %75 = load i32, ptr %74, align 4, !dbg !37, !tbaa !22
  br label %76, !dbg !36

76:                                               ; preds = %71, %66
  %77 = phi i32 [ %75, %71 ], [ 0, %66 ], !dbg !36
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %78 = load i32, ptr %19, align 4, !dbg !39, !tbaa !22
  %79 = add nsw i32 %78, %77, !dbg !39
  store i32 %79, ptr %19, align 4, !dbg !39, !tbaa !22
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  %80 = icmp ult i32 %7, 64, !dbg !35
  br i1 %80, label %86, label %81, !dbg !36

81:                                               ; preds = %76
  %82 = add nsw i32 %7, -64
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE1s to ptr), i64 0, i64 %83
  %85 = load i32, ptr %84, align 4, !dbg !37, !tbaa !22
  br label %86, !dbg !36

86:                                               ; preds = %81, %76
  %87 = phi i32 [ %85, %81 ], [ 0, %76 ], !dbg !36
  tail call void @llvm.nvvm.barrier0(), !dbg !38
  %88 = load i32, ptr %19, align 4, !dbg !39, !tbaa !22
  %89 = add nsw i32 %88, %87, !dbg !39
  store i32 %89, ptr %19, align 4, !dbg !39, !tbaa !22
  tail call void @llvm.nvvm.barrier0(), !dbg !40
  br i1 %8, label %90, label %121, !dbg !41

90:                                               ; preds = %86
  %91 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE1s to ptr), i64 508), align 4, !dbg !42, !tbaa !22
  %92 = icmp eq i32 %12, 0, !dbg !43
  br i1 %92, label %93, label %94, !dbg !44

93:                                               ; preds = %90
  store i32 %91, ptr %5, align 4, !dbg !45, !tbaa !22
  br label %117, !dbg !46

94:                                               ; preds = %90
  %95 = zext i32 %12 to i64, !dbg !47
  %96 = getelementptr inbounds i32, ptr %4, i64 %95, !dbg !47
  store i32 %91, ptr %96, align 4, !dbg !48, !tbaa !22
  tail call void @llvm.nvvm.membar.gl(), !dbg !49
  %97 = getelementptr inbounds i32, ptr %3, i64 %95, !dbg !52
  %98 = atomicrmw xchg ptr %97, i32 1 seq_cst, align 4, !dbg !53
  br label %99, !dbg !56

99:                                               ; preds = %108, %94
  %100 = phi i32 [ %12, %94 ], [ %102, %108 ]
  %101 = phi i32 [ 0, %94 ], [ %113, %108 ], !dbg !57
  %102 = add nsw i32 %100, -1, !dbg !58
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds i32, ptr %3, i64 %103
  br label %105, !dbg !59

105:                                              ; preds = %105, %99
  %106 = load volatile i32, ptr %104, align 4, !dbg !60, !tbaa !22
  %107 = icmp eq i32 %106, 0, !dbg !61
  br i1 %107, label %105, label %108, !dbg !59, !llvm.loop !62

108:                                              ; preds = %105
  tail call void @llvm.nvvm.membar.gl(), !dbg !65
  %109 = icmp eq i32 %106, 2, !dbg !67
  %110 = select i1 %109, ptr %5, ptr %4, !dbg !68
  %111 = getelementptr inbounds i32, ptr %110, i64 %103, !dbg !57
  %112 = load i32, ptr %111, align 4, !dbg !57, !tbaa !22
  %113 = add nsw i32 %112, %101, !dbg !57
  br i1 %109, label %114, label %99

114:                                              ; preds = %108
  %115 = add nsw i32 %113, %91, !dbg !69
  %116 = getelementptr inbounds i32, ptr %5, i64 %95, !dbg !70
  store i32 %115, ptr %116, align 4, !dbg !71, !tbaa !22
  br label %117

117:                                              ; preds = %114, %93
  %118 = phi ptr [ %97, %114 ], [ %3, %93 ]
  %119 = phi i32 [ %113, %114 ], [ 0, %93 ], !dbg !57
  tail call void @llvm.nvvm.membar.gl(), !dbg !72
  %120 = atomicrmw xchg ptr %118, i32 2 seq_cst, align 4, !dbg !73
  store i32 %119, ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE7excl_sh to ptr), align 4, !dbg !74, !tbaa !22
  br label %121, !dbg !75

121:                                              ; preds = %117, %86
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  %122 = load i32, ptr %19, align 4, !dbg !77, !tbaa !22
  %123 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE7excl_sh to ptr), align 4, !dbg !78, !tbaa !22
  %124 = add nsw i32 %123, %122, !dbg !79
  %125 = getelementptr inbounds i32, ptr %1, i64 %15, !dbg !80
  store i32 %124, ptr %125, align 4, !dbg !81, !tbaa !22
  ret void, !dbg !82
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!1 = !DIFile(filename: "lookback_scan.cu", directory: ".")
!2 = !{ptr @lookback_scan, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "lookback_scan", scope: !1, file: !1, line: 21, type: !10, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 27, column: 16, scope: !9)
!16 = !DILocation(line: 31, column: 9, scope: !9)
!17 = !DILocation(line: 31, column: 7, scope: !9)
!18 = !DILocation(line: 123, column: 62, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 123, type: !10, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 31, column: 25, scope: !9)
!21 = !DILocation(line: 31, column: 23, scope: !9)
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 31, column: 15, scope: !9)
!27 = !DILocation(line: 33, column: 3, scope: !9)
!28 = !DILocation(line: 34, column: 19, scope: !9)
!29 = !DILocation(line: 35, column: 18, scope: !9)
!30 = !DILocation(line: 35, column: 25, scope: !9)
!31 = !DILocation(line: 35, column: 10, scope: !9)
!32 = !DILocation(line: 35, column: 3, scope: !9)
!33 = !DILocation(line: 35, column: 8, scope: !9)
!34 = !DILocation(line: 36, column: 3, scope: !9)
!35 = !DILocation(line: 38, column: 15, scope: !9)
!36 = !DILocation(line: 38, column: 13, scope: !9)
!37 = !DILocation(line: 38, column: 24, scope: !9)
!38 = !DILocation(line: 39, column: 5, scope: !9)
!39 = !DILocation(line: 40, column: 10, scope: !9)
!40 = !DILocation(line: 41, column: 5, scope: !9)
!41 = !DILocation(line: 43, column: 7, scope: !9)
!42 = !DILocation(line: 44, column: 15, scope: !9)
!43 = !DILocation(line: 46, column: 14, scope: !9)
!44 = !DILocation(line: 46, column: 9, scope: !9)
!45 = !DILocation(line: 47, column: 16, scope: !9)
!46 = !DILocation(line: 50, column: 5, scope: !9)
!47 = !DILocation(line: 51, column: 7, scope: !9)
!48 = !DILocation(line: 51, column: 18, scope: !9)
!49 = !DILocation(line: 78, column: 32, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!51 = distinct !DILocation(line: 52, column: 7, scope: !9)
!52 = !DILocation(line: 53, column: 19, scope: !9)
!53 = !DILocation(line: 147, column: 48, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "atomicExch", scope: !14, file: !14, line: 147, type: !10, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!55 = distinct !DILocation(line: 53, column: 7, scope: !9)
!56 = !DILocation(line: 55, column: 7, scope: !9)
!57 = !DILocation(line: 0, scope: !9)
!58 = !DILocation(line: 54, column: 11, scope: !9)
!59 = !DILocation(line: 58, column: 9, scope: !9)
!60 = !DILocation(line: 58, column: 22, scope: !9)
!61 = !DILocation(line: 58, column: 34, scope: !9)
!62 = distinct !{!62, !59, !63, !64}
!63 = !DILocation(line: 59, column: 9, scope: !9)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 78, column: 32, scope: !50, inlinedAt: !66)
!66 = distinct !DILocation(line: 60, column: 9, scope: !9)
!67 = !DILocation(line: 61, column: 16, scope: !9)
!68 = !DILocation(line: 61, column: 13, scope: !9)
!69 = !DILocation(line: 68, column: 26, scope: !9)
!70 = !DILocation(line: 68, column: 7, scope: !9)
!71 = !DILocation(line: 68, column: 19, scope: !9)
!72 = !DILocation(line: 78, column: 32, scope: !50, inlinedAt: !57)
!73 = !DILocation(line: 147, column: 48, scope: !54, inlinedAt: !57)
!74 = !DILocation(line: 72, column: 13, scope: !9)
!75 = !DILocation(line: 73, column: 3, scope: !9)
!76 = !DILocation(line: 74, column: 3, scope: !9)
!77 = !DILocation(line: 75, column: 26, scope: !9)
!78 = !DILocation(line: 75, column: 33, scope: !9)
!79 = !DILocation(line: 75, column: 31, scope: !9)
!80 = !DILocation(line: 75, column: 3, scope: !9)
!81 = !DILocation(line: 75, column: 24, scope: !9)
!82 = !DILocation(line: 76, column: 1, scope: !9)
