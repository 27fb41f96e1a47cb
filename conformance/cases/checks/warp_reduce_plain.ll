; ModuleID = 'warp_reduce_plain.cu'
source_filename = "warp_reduce_plain.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8reduce64E1s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce64(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = zext nneg i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !16
  %6 = load i32, ptr %5, align 4, !dbg !16, !tbaa !17
  %7 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %4, !dbg !21
  store i32 %6, ptr %7, align 4, !dbg !22, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !23
  %8 = icmp ult i32 %3, 32, !dbg !24
  br i1 %8, label %9, label %41, !dbg !25

9:                                                ; preds = %2
  %10 = or disjoint i32 %3, 32, !dbg !26
  %11 = zext nneg i32 %10 to i64, !dbg !27
  %12 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %11, !dbg !27
  %13 = load i32, ptr %12, align 4, !dbg !27, !tbaa !17
  %14 = load i32, ptr %7, align 4, !dbg !28, !tbaa !17
  %15 = add nsw i32 %14, %13, !dbg !28
  %16 = add nuw nsw i32 %3, 16, !dbg !29
  %17 = zext nneg i32 %16 to i64, !dbg !30
  %18 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %17, !dbg !30
  %19 = load i32, ptr %18, align 4, !dbg !30, !tbaa !17
  %20 = add nsw i32 %19, %15, !dbg !31
  %21 = add nuw nsw i32 %3, 8, !dbg !32
  %22 = zext nneg i32 %21 to i64, !dbg !33
  %23 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %22, !dbg !33
  %24 = load i32, ptr %23, align 4, !dbg !33, !tbaa !17
  %25 = add nsw i32 %24, %20, !dbg !34
  %26 = add nuw nsw i32 %3, 4, !dbg !35
  %27 = zext nneg i32 %26 to i64, !dbg !36
  %28 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %27, !dbg !36
  %29 = load i32, ptr %28, align 4, !dbg !36, !tbaa !17
  %30 = add nsw i32 %29, %25, !dbg !37
  %31 = add nuw nsw i32 %3, 2, !dbg !38
  %32 = zext nneg i32 %31 to i64, !dbg !39
  %33 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %32, !dbg !39
  %34 = load i32, ptr %33, align 4, !dbg !39, !tbaa !17
  %35 = add nsw i32 %34, %30, !dbg !40
  %36 = add nuw nsw i32 %3, 1, !dbg !41
  %37 = zext nneg i32 %36 to i64, !dbg !42
  %38 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %37, !dbg !42
  %39 = load i32, ptr %38, align 4, !dbg !42, !tbaa !17
  %40 = add nsw i32 %39, %35, !dbg !43
  store i32 %40, ptr %7, align 4, !dbg !43, !tbaa !17
  br label %41, !dbg !44

41:                                               ; preds = %9, %2
  %42 = icmp eq i32 %3, 0, !dbg !45
  br i1 %42, label %43, label %48, !dbg !46

43:                                               ; preds = %41
  %44 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %1, i64 %45
  %47 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), align 4, !dbg !47, !tbaa !17
  store i32 %47, ptr %46, align 4, !dbg !48, !tbaa !17
  br label %48, !dbg !49

48:                                               ; preds = %43, %41
  ret void, !dbg !50
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
!1 = !DIFile(filename: "warp_reduce_plain.cu", directory: ".")
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
!26 = !DILocation(line: 22, column: 21, scope: !9)
!27 = !DILocation(line: 22, column: 15, scope: !9)
!28 = !DILocation(line: 22, column: 12, scope: !9)
!29 = !DILocation(line: 23, column: 21, scope: !9)
!30 = !DILocation(line: 23, column: 15, scope: !9)
!31 = !DILocation(line: 23, column: 12, scope: !9)
!32 = !DILocation(line: 24, column: 21, scope: !9)
!33 = !DILocation(line: 24, column: 15, scope: !9)
!34 = !DILocation(line: 24, column: 12, scope: !9)
!35 = !DILocation(line: 25, column: 21, scope: !9)
!36 = !DILocation(line: 25, column: 15, scope: !9)
!37 = !DILocation(line: 25, column: 12, scope: !9)
!38 = !DILocation(line: 26, column: 21, scope: !9)
!39 = !DILocation(line: 26, column: 15, scope: !9)
!40 = !DILocation(line: 26, column: 12, scope: !9)
!41 = !DILocation(line: 27, column: 21, scope: !9)
!42 = !DILocation(line: 27, column: 15, scope: !9)
!43 = !DILocation(line: 27, column: 12, scope: !9)
!44 = !DILocation(line: 29, column: 3, scope: !9)
!45 = !DILocation(line: 30, column: 11, scope: !9)
!46 = !DILocation(line: 30, column: 7, scope: !9)
!47 = !DILocation(line: 31, column: 23, scope: !9)
!48 = !DILocation(line: 31, column: 21, scope: !9)
!49 = !DILocation(line: 31, column: 5, scope: !9)
!50 = !DILocation(line: 32, column: 1, scope: !9)
