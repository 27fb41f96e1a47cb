; ModuleID = 'constant_oob.cu'
source_filename = "constant_oob.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@taps = dso_local addrspace(4) externally_initialized global [4 x i32] [i32 1, i32 -2, i32 3, i32 5], align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @taps to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @filter(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = icmp sgt i32 %2, 0, !dbg !16
  br i1 %5, label %6, label %26, !dbg !17

6:                                                ; preds = %3
  %7 = and i32 %2, 1, !dbg !17
  %8 = icmp eq i32 %2, 1, !dbg !17
  br i1 %8, label %11, label %9, !dbg !17

9:                                                ; preds = %6
  %10 = and i32 %2, 2147483646, !dbg !17
  br label %30, !dbg !17

11:                                               ; preds = %30, %6
  %12 = phi i32 [ poison, %6 ], [ %52, %30 ]
  %13 = phi i32 [ 0, %6 ], [ %53, %30 ]
  %14 = phi i32 [ 0, %6 ], [ %52, %30 ]
  %15 = icmp eq i32 %7, 0, !dbg !17
  br i1 %15, label %26, label %16, !dbg !17

16:                                               ; preds = %11
  %17 = zext nneg i32 %13 to i64, !dbg !18
  %18 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 0, i64 %17, !dbg !18
  %19 = load i32, ptr %18, align 4, !dbg !18, !tbaa !19
  %20 = add nuw nsw i32 %13, %4, !dbg !23
  %21 = zext nneg i32 %20 to i64, !dbg !24
  %22 = getelementptr inbounds i32, ptr %0, i64 %21, !dbg !24
  %23 = load i32, ptr %22, align 4, !dbg !24, !tbaa !19
  %24 = mul nsw i32 %23, %19, !dbg !25
  %25 = add nsw i32 %24, %14, !dbg !26
  br label %26, !dbg !27

26:                                               ; preds = %16, %11, %3
  %27 = phi i32 [ 0, %3 ], [ %12, %11 ], [ %25, %16 ], !dbg !28
  %28 = zext nneg i32 %4 to i64, !dbg !27
  %29 = getelementptr inbounds i32, ptr %1, i64 %28, !dbg !27
  store i32 %27, ptr %29, align 4, !dbg !29, !tbaa !19
  ret void, !dbg !30

30:                                               ; preds = %30, %9
  %31 = phi i32 [ 0, %9 ], [ %53, %30 ]
  %32 = phi i32 [ 0, %9 ], [ %52, %30 ]
  %33 = phi i32 [ 0, %9 ], [ %54, %30 ]
  %34 = zext nneg i32 %31 to i64, !dbg !18
  %35 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 0, i64 %34, !dbg !18
  %36 = load i32, ptr %35, align 4, !dbg !18, !tbaa !19
  %37 = add nuw nsw i32 %31, %4, !dbg !23
  %38 = zext nneg i32 %37 to i64, !dbg !24
  %39 = getelementptr inbounds i32, ptr %0, i64 %38, !dbg !24
  %40 = load i32, ptr %39, align 4, !dbg !24, !tbaa !19
  %41 = mul nsw i32 %40, %36, !dbg !25
  %42 = add nsw i32 %41, %32, !dbg !26
  %43 = or disjoint i32 %31, 1, !dbg !31
  %44 = zext nneg i32 %43 to i64, !dbg !18
  %45 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 0, i64 %44, !dbg !18
  %46 = load i32, ptr %45, align 4, !dbg !18, !tbaa !19
  %47 = add nuw nsw i32 %43, %4, !dbg !23
  %48 = zext nneg i32 %47 to i64, !dbg !24
  %49 = getelementptr inbounds i32, ptr %0, i64 %48, !dbg !24
  %50 = load i32, ptr %49, align 4, !dbg !24, !tbaa !19
  %51 = mul nsw i32 %50, %46, !dbg !25
  %52 = add nsw i32 %51, %42, !dbg !26
  %53 = add nuw nsw i32 %31, 2, !dbg !31
  %54 = add i32 %33, 2, !dbg !17
  %55 = icmp eq i32 %54, %10, !dbg !17
  br i1 %55, label %11, label %30, !dbg !17, !llvm.loop !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "constant_oob.cu", directory: ".")
!2 = !{ptr @filter, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "filter", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 11, column: 21, scope: !9)
!17 = !DILocation(line: 11, column: 3, scope: !9)
!18 = !DILocation(line: 15, column: 12, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 15, column: 27, scope: !9)
!24 = !DILocation(line: 15, column: 22, scope: !9)
!25 = !DILocation(line: 15, column: 20, scope: !9)
!26 = !DILocation(line: 15, column: 9, scope: !9)
!27 = !DILocation(line: 16, column: 3, scope: !9)
!28 = !DILocation(line: 0, scope: !9)
!29 = !DILocation(line: 16, column: 10, scope: !9)
!30 = !DILocation(line: 17, column: 1, scope: !9)
!31 = !DILocation(line: 11, column: 30, scope: !9)
!32 = distinct !{!32, !17, !33, !34}
!33 = !DILocation(line: 15, column: 30, scope: !9)
!34 = !{!"llvm.loop.mustprogress"}
