; ModuleID = 'matmul_missing_sync.cu'
source_filename = "matmul_missing_sync.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9matmul4x8E2as = internal unnamed_addr addrspace(3) global [4 x [8 x i32]] undef, align 4
@_ZZ9matmul4x8E2bs = internal unnamed_addr addrspace(3) global [8 x [8 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @matmul4x8(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = and i32 %4, 7, !dbg !16
  %6 = lshr i32 %4, 3, !dbg !17
  %7 = zext nneg i32 %4 to i64, !dbg !18
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !18
  %9 = load i32, ptr %8, align 4, !dbg !18, !tbaa !19
  %10 = zext nneg i32 %6 to i64, !dbg !23
  %11 = zext nneg i32 %5 to i64, !dbg !23
  %12 = getelementptr inbounds [4 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2as to ptr), i64 0, i64 %10, i64 %11, !dbg !23
  store i32 %9, ptr %12, align 4, !dbg !24, !tbaa !19
  %13 = getelementptr inbounds i32, ptr %1, i64 %7, !dbg !25
  %14 = load i32, ptr %13, align 4, !dbg !25, !tbaa !19
  %15 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2bs to ptr), i64 0, i64 %10, i64 %11, !dbg !26
  store i32 %14, ptr %15, align 4, !dbg !27, !tbaa !19
  %16 = add nuw nsw i32 %6, 4, !dbg !28
  %17 = shl nuw nsw i32 %16, 3, !dbg !29
  %18 = or disjoint i32 %17, %5, !dbg !30
  %19 = zext nneg i32 %18 to i64, !dbg !31
  %20 = getelementptr inbounds i32, ptr %1, i64 %19, !dbg !31
  %21 = load i32, ptr %20, align 4, !dbg !31, !tbaa !19
  %22 = zext nneg i32 %16 to i64, !dbg !32
  %23 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2bs to ptr), i64 0, i64 %22, i64 %11, !dbg !32
  store i32 %21, ptr %23, align 4, !dbg !33, !tbaa !19
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %24 = getelementptr inbounds [4 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2as to ptr), i64 0, i64 %10, i64 0, !dbg !35
  %25 = load i32, ptr %24, align 4, !dbg !35, !tbaa !19
  %26 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2bs to ptr), i64 0, i64 0, i64 %11, !dbg !36
  %27 = load i32, ptr %26, align 4, !dbg !36, !tbaa !19
  %28 = mul nsw i32 %27, %25, !dbg !37
  %29 = getelementptr inbounds [4 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2as to ptr), i64 0, i64 %10, i64 1, !dbg !35
  %30 = load i32, ptr %29, align 4, !dbg !35, !tbaa !19
  %31 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2bs to ptr), i64 0, i64 1, i64 %11, !dbg !36
  %32 = load i32, ptr %31, align 4, !dbg !36, !tbaa !19
  %33 = mul nsw i32 %32, %30, !dbg !37
  %34 = add nsw i32 %33, %28, !dbg !38
  %35 = getelementptr inbounds [4 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2as to ptr), i64 0, i64 %10, i64 2, !dbg !35
  %36 = load i32, ptr %35, align 4, !dbg !35, !tbaa !19
  %37 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2bs to ptr), i64 0, i64 2, i64 %11, !dbg !36
  %38 = load i32, ptr %37, align 4, !dbg !36, !tbaa !19
  %39 = mul nsw i32 %38, %36, !dbg !37
  %40 = add nsw i32 %39, %34, !dbg !38
  %41 = getelementptr inbounds [4 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2as to ptr), i64 0, i64 %10, i64 3, !dbg !35
  %42 = load i32, ptr %41, align 4, !dbg !35, !tbaa !19
  %43 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2bs to ptr), i64 0, i64 3, i64 %11, !dbg !36
  %44 = load i32, ptr %43, align 4, !dbg !36, !tbaa !19
  %45 = mul nsw i32 %44, %42, !dbg !37
  %46 = add nsw i32 %45, %40, !dbg !38
  %47 = getelementptr inbounds [4 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2as to ptr), i64 0, i64 %10, i64 4, !dbg !35
  %48 = load i32, ptr %47, align 4, !dbg !35, !tbaa !19
  %49 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2bs to ptr), i64 0, i64 4, i64 %11, !dbg !36
  %50 = load i32, ptr %49, align 4, !dbg !36, !tbaa !19
  %51 = mul nsw i32 %50, %48, !dbg !37
  %52 = add nsw i32 %51, %46, !dbg !38
  %53 = getelementptr inbounds [4 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2as to ptr), i64 0, i64 %10, i64 5, !dbg !35
  %54 = load i32, ptr %53, align 4, !dbg !35, !tbaa !19
  %55 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2bs to ptr), i64 0, i64 5, i64 %11, !dbg !36
  %56 = load i32, ptr %55, align 4, !dbg !36, !tbaa !19
  %57 = mul nsw i32 %56, %54, !dbg !37
  %58 = add nsw i32 %57, %52, !dbg !38
  %59 = getelementptr inbounds [4 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2as to ptr), i64 0, i64 %10, i64 6, !dbg !35
  %60 = load i32, ptr %59, align 4, !dbg !35, !tbaa !19
  %61 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2bs to ptr), i64 0, i64 6, i64 %11, !dbg !36
  %62 = load i32, ptr %61, align 4, !dbg !36, !tbaa !19
  %63 = mul nsw i32 %62, %60, !dbg !37
  %64 = add nsw i32 %63, %58, !dbg !38
  %65 = getelementptr inbounds [4 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2as to ptr), i64 0, i64 %10, i64 7, !dbg !35
  %66 = load i32, ptr %65, align 4, !dbg !35, !tbaa !19
  %67 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2bs to ptr), i64 0, i64 7, i64 %11, !dbg !36
  %68 = load i32, ptr %67, align 4, !dbg !36, !tbaa !19
  %69 = mul nsw i32 %68, %66, !dbg !37
  %70 = add nsw i32 %69, %64, !dbg !38
  %71 = getelementptr inbounds i32, ptr %2, i64 %7, !dbg !39
  store i32 %70, ptr %71, align 4, !dbg !40, !tbaa !19
  ret void, !dbg !41
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "matmul_missing_sync.cu", directory: ".")
!2 = !{ptr @matmul4x8, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "matmul4x8", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 13, scope: !9)
!16 = !DILocation(line: 7, column: 25, scope: !9)
!17 = !DILocation(line: 7, column: 48, scope: !9)
!18 = !DILocation(line: 8, column: 18, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 8, column: 3, scope: !9)
!24 = !DILocation(line: 8, column: 16, scope: !9)
!25 = !DILocation(line: 9, column: 18, scope: !9)
!26 = !DILocation(line: 9, column: 3, scope: !9)
!27 = !DILocation(line: 9, column: 16, scope: !9)
!28 = !DILocation(line: 9, column: 62, scope: !9)
!29 = !DILocation(line: 9, column: 67, scope: !9)
!30 = !DILocation(line: 9, column: 71, scope: !9)
!31 = !DILocation(line: 9, column: 55, scope: !9)
!32 = !DILocation(line: 9, column: 36, scope: !9)
!33 = !DILocation(line: 9, column: 53, scope: !9)
!34 = !DILocation(line: 11, column: 3, scope: !9)
!35 = !DILocation(line: 15, column: 12, scope: !9)
!36 = !DILocation(line: 15, column: 25, scope: !9)
!37 = !DILocation(line: 15, column: 23, scope: !9)
!38 = !DILocation(line: 15, column: 9, scope: !9)
!39 = !DILocation(line: 16, column: 3, scope: !9)
!40 = !DILocation(line: 16, column: 20, scope: !9)
!41 = !DILocation(line: 17, column: 1, scope: !9)
