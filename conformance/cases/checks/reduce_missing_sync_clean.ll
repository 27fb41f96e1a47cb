; ModuleID = 'reduce_missing_sync.cu'
source_filename = "reduce_missing_sync.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12block_sum128E1s = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @block_sum128(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = zext nneg i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !16
  %6 = load i32, ptr %5, align 4, !dbg !16, !tbaa !17
  %7 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %4, !dbg !21
  store i32 %6, ptr %7, align 4, !dbg !22, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !23
  %8 = icmp ult i32 %3, 64, !dbg !24
  br i1 %8, label %9, label %16, !dbg !25

9:                                                ; preds = %2
  %10 = or disjoint i32 %3, 64
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %11
  %13 = load i32, ptr %12, align 4, !dbg !26, !tbaa !17
  %14 = load i32, ptr %7, align 4, !dbg !27, !tbaa !17
  %15 = add nsw i32 %14, %13, !dbg !27
  store i32 %15, ptr %7, align 4, !dbg !27, !tbaa !17
  br label %16, !dbg !28

16:                                               ; preds = %9, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !29
  %17 = icmp ult i32 %3, 32, !dbg !30
  br i1 %17, label %18, label %25, !dbg !31

18:                                               ; preds = %16
  %19 = or disjoint i32 %3, 32
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %20
  %22 = load i32, ptr %21, align 4, !dbg !32, !tbaa !17
  %23 = load i32, ptr %7, align 4, !dbg !33, !tbaa !17
  %24 = add nsw i32 %23, %22, !dbg !33
  store i32 %24, ptr %7, align 4, !dbg !33, !tbaa !17
  br label %25, !dbg !34

25:                                               ; preds = %18, %16
  tail call void @llvm.nvvm.barrier0(), !dbg !35
  %26 = icmp ult i32 %3, 16, !dbg !36
  br i1 %26, label %27, label %34, !dbg !37

27:                                               ; preds = %25
  %28 = or disjoint i32 %3, 16
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %29
  %31 = load i32, ptr %30, align 4, !dbg !38, !tbaa !17
  %32 = load i32, ptr %7, align 4, !dbg !39, !tbaa !17
  %33 = add nsw i32 %32, %31, !dbg !39
  store i32 %33, ptr %7, align 4, !dbg !39, !tbaa !17
  br label %34, !dbg !40

34:                                               ; preds = %27, %25
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  %35 = icmp ult i32 %3, 8, !dbg !42
  br i1 %35, label %36, label %43, !dbg !43

36:                                               ; preds = %34
  %37 = or disjoint i32 %3, 8
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %38
  %40 = load i32, ptr %39, align 4, !dbg !44, !tbaa !17
  %41 = load i32, ptr %7, align 4, !dbg !45, !tbaa !17
  %42 = add nsw i32 %41, %40, !dbg !45
  store i32 %42, ptr %7, align 4, !dbg !45, !tbaa !17
  br label %43, !dbg !46

43:                                               ; preds = %36, %34
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %44 = icmp ult i32 %3, 4, !dbg !48
  br i1 %44, label %45, label %52, !dbg !49

45:                                               ; preds = %43
  %46 = or disjoint i32 %3, 4
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %47
  %49 = load i32, ptr %48, align 4, !dbg !50, !tbaa !17
  %50 = load i32, ptr %7, align 4, !dbg !51, !tbaa !17
  %51 = add nsw i32 %50, %49, !dbg !51
  store i32 %51, ptr %7, align 4, !dbg !51, !tbaa !17
  br label %52, !dbg !52

52:                                               ; preds = %45, %43
  tail call void @llvm.nvvm.barrier0(), !dbg !53
  %53 = icmp ult i32 %3, 2, !dbg !54
  br i1 %53, label %54, label %61, !dbg !55

54:                                               ; preds = %52
  %55 = or disjoint i32 %3, 2
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !dbg !56, !tbaa !17
  %59 = load i32, ptr %7, align 4, !dbg !57, !tbaa !17
  %60 = add nsw i32 %59, %58, !dbg !57
  store i32 %60, ptr %7, align 4, !dbg !57, !tbaa !17
  br label %61, !dbg !58

61:                                               ; preds = %54, %52
  tail call void @llvm.nvvm.barrier0(), !dbg !59
  %62 = icmp eq i32 %3, 0, !dbg !60
  br i1 %62, label %63, label %70, !dbg !61

63:                                               ; preds = %61
  %64 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %1, i64 %65
  %67 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), align 4, !dbg !62, !tbaa !17
  %68 = load i32, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 4), align 4, !dbg !63, !tbaa !17
  %69 = add nsw i32 %68, %67, !dbg !64
  store i32 %69, ptr %66, align 4, !dbg !65, !tbaa !17
  br label %70, !dbg !66

70:                                               ; preds = %63, %61
  ret void, !dbg !67
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
!1 = !DIFile(filename: "reduce_missing_sync.cu", directory: ".")
!2 = !{ptr @block_sum128, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "block_sum128", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 8, column: 10, scope: !9)
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 8, column: 3, scope: !9)
!22 = !DILocation(line: 8, column: 8, scope: !9)
!23 = !DILocation(line: 9, column: 3, scope: !9)
!24 = !DILocation(line: 10, column: 9, scope: !9)
!25 = !DILocation(line: 10, column: 7, scope: !9)
!26 = !DILocation(line: 11, column: 13, scope: !9)
!27 = !DILocation(line: 11, column: 10, scope: !9)
!28 = !DILocation(line: 11, column: 5, scope: !9)
!29 = !DILocation(line: 13, column: 3, scope: !9)
!30 = !DILocation(line: 15, column: 9, scope: !9)
!31 = !DILocation(line: 15, column: 7, scope: !9)
!32 = !DILocation(line: 16, column: 13, scope: !9)
!33 = !DILocation(line: 16, column: 10, scope: !9)
!34 = !DILocation(line: 16, column: 5, scope: !9)
!35 = !DILocation(line: 17, column: 3, scope: !9)
!36 = !DILocation(line: 18, column: 9, scope: !9)
!37 = !DILocation(line: 18, column: 7, scope: !9)
!38 = !DILocation(line: 19, column: 13, scope: !9)
!39 = !DILocation(line: 19, column: 10, scope: !9)
!40 = !DILocation(line: 19, column: 5, scope: !9)
!41 = !DILocation(line: 20, column: 3, scope: !9)
!42 = !DILocation(line: 21, column: 9, scope: !9)
!43 = !DILocation(line: 21, column: 7, scope: !9)
!44 = !DILocation(line: 22, column: 13, scope: !9)
!45 = !DILocation(line: 22, column: 10, scope: !9)
!46 = !DILocation(line: 22, column: 5, scope: !9)
!47 = !DILocation(line: 23, column: 3, scope: !9)
!48 = !DILocation(line: 24, column: 9, scope: !9)
!49 = !DILocation(line: 24, column: 7, scope: !9)
!50 = !DILocation(line: 25, column: 13, scope: !9)
!51 = !DILocation(line: 25, column: 10, scope: !9)
!52 = !DILocation(line: 25, column: 5, scope: !9)
!53 = !DILocation(line: 26, column: 3, scope: !9)
!54 = !DILocation(line: 27, column: 9, scope: !9)
!55 = !DILocation(line: 27, column: 7, scope: !9)
!56 = !DILocation(line: 28, column: 13, scope: !9)
!57 = !DILocation(line: 28, column: 10, scope: !9)
!58 = !DILocation(line: 28, column: 5, scope: !9)
!59 = !DILocation(line: 29, column: 3, scope: !9)
!60 = !DILocation(line: 30, column: 9, scope: !9)
!61 = !DILocation(line: 30, column: 7, scope: !9)
!62 = !DILocation(line: 31, column: 23, scope: !9)
!63 = !DILocation(line: 31, column: 30, scope: !9)
!64 = !DILocation(line: 31, column: 28, scope: !9)
!65 = !DILocation(line: 31, column: 21, scope: !9)
!66 = !DILocation(line: 31, column: 5, scope: !9)
!67 = !DILocation(line: 32, column: 1, scope: !9)
