; ModuleID = 'last_block_done.cu'
source_filename = "last_block_done.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15last_block_doneE1s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@_ZZ15last_block_doneE7is_last = internal unnamed_addr addrspace(3) global i8 undef, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @last_block_done(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %7 = shl i32 %6, 6, !dbg !19
  %8 = add i32 %7, %5, !dbg !20
  %9 = zext i32 %8 to i64, !dbg !21
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !21
  %11 = load i32, ptr %10, align 4, !dbg !21, !tbaa !22
  %12 = zext nneg i32 %5 to i64, !dbg !26
  %13 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15last_block_doneE1s to ptr), i64 0, i64 %12, !dbg !26
  store i32 %11, ptr %13, align 4, !dbg !27, !tbaa !22
  tail call void @llvm.nvvm.barrier0(), !dbg !28
  %14 = icmp ult i32 %5, 32, !dbg !29
  br i1 %14, label %15, label %22, !dbg !30

15:                                               ; preds = %4
  %16 = or disjoint i32 %5, 32
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15last_block_doneE1s to ptr), i64 0, i64 %17
  %19 = load i32, ptr %18, align 4, !dbg !31, !tbaa !22
  %20 = load i32, ptr %13, align 4, !dbg !32, !tbaa !22
  %21 = add nsw i32 %20, %19, !dbg !32
  store i32 %21, ptr %13, align 4, !dbg !32, !tbaa !22
  br label %22, !dbg !33

22:                                               ; preds = %15, %4
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %23 = icmp ult i32 %5, 16, !dbg !29
  br i1 %23, label %24, label %31, !dbg !30

24:                                               ; preds = %22
  %25 = or disjoint i32 %5, 16
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15last_block_doneE1s to ptr), i64 0, i64 %26
  %28 = load i32, ptr %27, align 4, !dbg !31, !tbaa !22
  %29 = load i32, ptr %13, align 4, !dbg !32, !tbaa !22
  %30 = add nsw i32 %29, %28, !dbg !32
  store i32 %30, ptr %13, align 4, !dbg !32, !tbaa !22
  br label %31, !dbg !33

31:                                               ; preds = %24, %22
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %32 = icmp ult i32 %5, 8, !dbg !29
  br i1 %32, label %33, label %40, !dbg !30

33:                                               ; preds = %31
  %34 = or disjoint i32 %5, 8
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15last_block_doneE1s to ptr), i64 0, i64 %35
  %37 = load i32, ptr %36, align 4, !dbg !31, !tbaa !22
  %38 = load i32, ptr %13, align 4, !dbg !32, !tbaa !22
  %39 = add nsw i32 %38, %37, !dbg !32
  store i32 %39, ptr %13, align 4, !dbg !32, !tbaa !22
  br label %40, !dbg !33

40:                                               ; preds = %33, %31
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %41 = icmp ult i32 %5, 4, !dbg !29
  br i1 %41, label %42, label %49, !dbg !30

42:                                               ; preds = %40
  %43 = or disjoint i32 %5, 4
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15last_block_doneE1s to ptr), i64 0, i64 %44
  %46 = load i32, ptr %45, align 4, !dbg !31, !tbaa !22
  %47 = load i32, ptr %13, align 4, !dbg !32, !tbaa !22
  %48 = add nsw i32 %47, %46, !dbg !32
  store i32 %48, ptr %13, align 4, !dbg !32, !tbaa !22
  br label %49, !dbg !33

49:                                               ; preds = %42, %40
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %50 = icmp ult i32 %5, 2, !dbg !29
  br i1 %50, label %51, label %58, !dbg !30

51:                                               ; preds = %49
  %52 = or disjoint i32 %5, 2
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15last_block_doneE1s to ptr), i64 0, i64 %53
  %55 = load i32, ptr %54, align 4, !dbg !31, !tbaa !22
  %56 = load i32, ptr %13, align 4, !dbg !32, !tbaa !22
  %57 = add nsw i32 %56, %55, !dbg !32
  store i32 %57, ptr %13, align 4, !dbg !32, !tbaa !22
  br label %58, !dbg !33

58:                                               ; preds = %51, %49
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %59 = icmp eq i32 %5, 0, !dbg !29
  br i1 %59, label %60, label %64, !dbg !30

60:                                               ; preds = %58
  %61 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15last_block_doneE1s to ptr), i64 4), align 4, !dbg !31, !tbaa !22
  %62 = load i32, ptr %13, align 4, !dbg !32, !tbaa !22
  %63 = add nsw i32 %62, %61, !dbg !32
  store i32 %63, ptr %13, align 4, !dbg !32, !tbaa !22
  br label %64, !dbg !33

64:                                               ; preds = %60, %58
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %65 = icmp eq i32 %5, 0, !dbg !35
  br i1 %65, label %66, label %75, !dbg !36

66:                                               ; preds = %64
  %67 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15last_block_doneE1s to ptr), align 4, !dbg !37, !tbaa !22
  %68 = zext nneg i32 %6 to i64, !dbg !38
  %69 = getelementptr inbounds i32, ptr %1, i64 %68, !dbg !38
  store i32 %67, ptr %69, align 4, !dbg !39, !tbaa !22
  tail call void @llvm.nvvm.membar.gl(), !dbg !40
  %70 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !43
  %71 = tail call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %2, i32 %70), !dbg !46
  %72 = add nsw i32 %70, -1, !dbg !49
  %73 = icmp eq i32 %71, %72, !dbg !50
  %74 = zext i1 %73 to i8, !dbg !51
  store i8 %74, ptr addrspacecast (ptr addrspace(3) @_ZZ15last_block_doneE7is_last to ptr), align 1, !dbg !51, !tbaa !52
  br label %75, !dbg !54

75:                                               ; preds = %66, %64
  tail call void @llvm.nvvm.barrier0(), !dbg !55
  %76 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15last_block_doneE7is_last to ptr), align 1, !dbg !56, !tbaa !52, !range !57, !noundef !11
  %77 = trunc nuw i8 %76 to i1, !dbg !56
  %78 = and i1 %65, %77, !dbg !58
  br i1 %78, label %79, label %132, !dbg !58

79:                                               ; preds = %75
  tail call void @llvm.nvvm.membar.gl(), !dbg !59
  %80 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %81 = and i32 %80, 3, !dbg !61
  %82 = icmp ult i32 %80, 4, !dbg !61
  br i1 %82, label %85, label %83, !dbg !61

83:                                               ; preds = %79
  %84 = and i32 %80, 2147483644, !dbg !61
  br label %106, !dbg !61

85:                                               ; preds = %106, %79
  %86 = phi i32 [ poison, %79 ], [ %128, %106 ]
  %87 = phi i32 [ 0, %79 ], [ %129, %106 ]
  %88 = phi i32 [ 0, %79 ], [ %128, %106 ]
  %89 = icmp eq i32 %81, 0, !dbg !61
  br i1 %89, label %101, label %90, !dbg !61

90:                                               ; preds = %85, %90
  %91 = phi i32 [ %98, %90 ], [ %87, %85 ]
  %92 = phi i32 [ %97, %90 ], [ %88, %85 ]
  %93 = phi i32 [ %99, %90 ], [ 0, %85 ]
  %94 = zext nneg i32 %91 to i64, !dbg !62
  %95 = getelementptr inbounds i32, ptr %1, i64 %94, !dbg !62
  %96 = load i32, ptr %95, align 4, !dbg !62, !tbaa !22
  %97 = add nsw i32 %96, %92, !dbg !63
  %98 = add nuw nsw i32 %91, 1, !dbg !64
  %99 = add i32 %93, 1, !dbg !61
  %100 = icmp eq i32 %99, %81, !dbg !61
  br i1 %100, label %101, label %90, !dbg !61, !llvm.loop !65

101:                                              ; preds = %90, %85
  %102 = phi i32 [ %86, %85 ], [ %97, %90 ], !dbg !63
  store i32 %102, ptr %3, align 4, !dbg !67, !tbaa !22
  %103 = atomicrmw xchg ptr %2, i32 0 seq_cst, align 4, !dbg !68
  %104 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !71
  %105 = atomicrmw add ptr %104, i32 1 seq_cst, align 4, !dbg !72
  br label %132, !dbg !75

106:                                              ; preds = %106, %83
  %107 = phi i32 [ 0, %83 ], [ %129, %106 ]
  %108 = phi i32 [ 0, %83 ], [ %128, %106 ]
  %109 = phi i32 [ 0, %83 ], [ %130, %106 ]
  %110 = zext nneg i32 %107 to i64, !dbg !62
  %111 = getelementptr inbounds i32, ptr %1, i64 %110, !dbg !62
  %112 = load i32, ptr %111, align 4, !dbg !62, !tbaa !22
  %113 = add nsw i32 %112, %108, !dbg !63
  %114 = or disjoint i32 %107, 1, !dbg !64
  %115 = zext nneg i32 %114 to i64, !dbg !62
  %116 = getelementptr inbounds i32, ptr %1, i64 %115, !dbg !62
  %117 = load i32, ptr %116, align 4, !dbg !62, !tbaa !22
  %118 = add nsw i32 %117, %113, !dbg !63
  %119 = or disjoint i32 %107, 2, !dbg !64
  %120 = zext nneg i32 %119 to i64, !dbg !62
  %121 = getelementptr inbounds i32, ptr %1, i64 %120, !dbg !62
  %122 = load i32, ptr %121, align 4, !dbg !62, !tbaa !22
  %123 = add nsw i32 %122, %118, !dbg !63
  %124 = or disjoint i32 %107, 3, !dbg !64
  %125 = zext nneg i32 %124 to i64, !dbg !62
  %126 = getelementptr inbounds i32, ptr %1, i64 %125, !dbg !62
  %127 = load i32, ptr %126, align 4, !dbg !62, !tbaa !22
  %128 = add nsw i32 %127, %123, !dbg !63
  %129 = add nuw nsw i32 %107, 4, !dbg !64
  %130 = add i32 %109, 4, !dbg !61
  %131 = icmp eq i32 %130, %84, !dbg !61
  br i1 %131, label %85, label %106, !dbg !61, !llvm.loop !76

132:                                              ; preds = %101, %75
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

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "last_block_done.cu", directory: ".")
!2 = !{ptr @last_block_done, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "last_block_done", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 12, column: 16, scope: !9)
!16 = !DILocation(line: 58, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = distinct !DILocation(line: 13, column: 13, scope: !9)
!19 = !DILocation(line: 13, column: 24, scope: !9)
!20 = !DILocation(line: 13, column: 29, scope: !9)
!21 = !DILocation(line: 13, column: 10, scope: !9)
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 13, column: 3, scope: !9)
!27 = !DILocation(line: 13, column: 8, scope: !9)
!28 = !DILocation(line: 14, column: 3, scope: !9)
!29 = !DILocation(line: 16, column: 11, scope: !9)
!30 = !DILocation(line: 16, column: 9, scope: !9)
!31 = !DILocation(line: 16, column: 29, scope: !9)
!32 = !DILocation(line: 16, column: 26, scope: !9)
!33 = !DILocation(line: 16, column: 21, scope: !9)
!34 = !DILocation(line: 17, column: 5, scope: !9)
!35 = !DILocation(line: 19, column: 9, scope: !9)
!36 = !DILocation(line: 19, column: 7, scope: !9)
!37 = !DILocation(line: 20, column: 27, scope: !9)
!38 = !DILocation(line: 20, column: 5, scope: !9)
!39 = !DILocation(line: 20, column: 25, scope: !9)
!40 = !DILocation(line: 78, column: 32, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = distinct !DILocation(line: 21, column: 5, scope: !9)
!43 = !DILocation(line: 60, column: 1, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = distinct !DILocation(line: 22, column: 40, scope: !9)
!46 = !DILocation(line: 159, column: 66, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "atomicInc", scope: !14, file: !14, line: 159, type: !10, scopeLine: 159, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = distinct !DILocation(line: 22, column: 23, scope: !9)
!49 = !DILocation(line: 23, column: 35, scope: !9)
!50 = !DILocation(line: 23, column: 22, scope: !9)
!51 = !DILocation(line: 23, column: 13, scope: !9)
!52 = !{!53, !53, i64 0}
!53 = !{!"bool", !24, i64 0}
!54 = !DILocation(line: 24, column: 3, scope: !9)
!55 = !DILocation(line: 25, column: 3, scope: !9)
!56 = !DILocation(line: 26, column: 7, scope: !9)
!57 = !{i8 0, i8 2}
!58 = !DILocation(line: 26, column: 15, scope: !9)
!59 = !DILocation(line: 78, column: 32, scope: !41, inlinedAt: !60)
!60 = distinct !DILocation(line: 27, column: 5, scope: !9)
!61 = !DILocation(line: 29, column: 5, scope: !9)
!62 = !DILocation(line: 29, column: 55, scope: !9)
!63 = !DILocation(line: 29, column: 52, scope: !9)
!64 = !DILocation(line: 29, column: 41, scope: !9)
!65 = distinct !{!65, !66}
!66 = !{!"llvm.loop.unroll.disable"}
!67 = !DILocation(line: 30, column: 12, scope: !9)
!68 = !DILocation(line: 148, column: 63, scope: !69, inlinedAt: !70)
!69 = distinct !DISubprogram(name: "atomicExch", scope: !14, file: !14, line: 148, type: !10, scopeLine: 148, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!70 = distinct !DILocation(line: 31, column: 5, scope: !9)
!71 = !DILocation(line: 32, column: 16, scope: !9)
!72 = !DILocation(line: 122, column: 47, scope: !73, inlinedAt: !74)
!73 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 122, type: !10, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!74 = distinct !DILocation(line: 32, column: 5, scope: !9)
!75 = !DILocation(line: 33, column: 3, scope: !9)
!76 = distinct !{!76, !61, !77, !78}
!77 = !DILocation(line: 29, column: 64, scope: !9)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocation(line: 34, column: 1, scope: !9)
