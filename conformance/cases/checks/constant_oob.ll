; ModuleID = 'constant_oob.cu'
source_filename = "constant_oob.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@taps = dso_local addrspace(4) externally_initialized global [4 x i32] [i32 1, i32 -2, i32 3, i32 5], align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @taps to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @filter(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = icmp slt i32 %2, 0, !dbg !16
  br i1 %5, label %27, label %6, !dbg !17

6:                                                ; preds = %3
  %7 = icmp eq i32 %2, 0, !dbg !17
  br i1 %7, label %11, label %8, !dbg !17

8:                                                ; preds = %6
  %9 = add nuw i32 %2, 1, !dbg !17
  %10 = and i32 %9, -2, !dbg !17
  br label %31, !dbg !17

11:                                               ; preds = %31, %6
  %12 = phi i32 [ poison, %6 ], [ %53, %31 ]
  %13 = phi i32 [ 0, %6 ], [ %54, %31 ]
  %14 = phi i32 [ 0, %6 ], [ %53, %31 ]
  %15 = and i32 %2, 1, !dbg !17
  %16 = icmp eq i32 %15, 0, !dbg !17
  br i1 %16, label %17, label %27, !dbg !17

17:                                               ; preds = %11
  %18 = zext nneg i32 %13 to i64, !dbg !18
  %19 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 0, i64 %18, !dbg !18
  %20 = load i32, ptr %19, align 4, !dbg !18, !tbaa !19
  %21 = add nuw nsw i32 %13, %4, !dbg !23
  %22 = zext nneg i32 %21 to i64, !dbg !24
  %23 = getelementptr inbounds i32, ptr %0, i64 %22, !dbg !24
  %24 = load i32, ptr %23, align 4, !dbg !24, !tbaa !19
  %25 = mul nsw i32 %24, %20, !dbg !25
  %26 = add nsw i32 %25, %14, !dbg !26
  br label %27, !dbg !27

27:                                               ; preds = %17, %11, %3
  %28 = phi i32 [ 0, %3 ], [ %12, %11 ], [ %26, %17 ], !dbg !28
  %29 = zext nneg i32 %4 to i64, !dbg !27
  %30 = getelementptr inbounds i32, ptr %1, i64 %29, !dbg !27
  store i32 %28, ptr %30, align 4, !dbg !29, !tbaa !19
  ret void, !dbg !30

31:                                               ; preds = %31, %8
  %32 = phi i32 [ 0, %8 ], [ %54, %31 ]
  %33 = phi i32 [ 0, %8 ], [ %53, %31 ]
  %34 = phi i32 [ 0, %8 ], [ %55, %31 ]
  %35 = zext nneg i32 %32 to i64, !dbg !18
  %36 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 0, i64 %35, !dbg !18
  %37 = load i32, ptr %36, align 4, !dbg !18, !tbaa !19
  %38 = add nuw nsw i32 %32, %4, !dbg !23
  %39 = zext nneg i32 %38 to i64, !dbg !24
  %40 = getelementptr inbounds i32, ptr %0, i64 %39, !dbg !24
  %41 = load i32, ptr %40, align 4, !dbg !24, !tbaa !19
  %42 = mul nsw i32 %41, %37, !dbg !25
  %43 = add nsw i32 %42, %33, !dbg !26
  %44 = or disjoint i32 %32, 1, !dbg !31
  %45 = zext nneg i32 %44 to i64, !dbg !18
  %46 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 0, i64 %45, !dbg !18
  %47 = load i32, ptr %46, align 4, !dbg !18, !tbaa !19
  %48 = add nuw nsw i32 %44, %4, !dbg !23
  %49 = zext nneg i32 %48 to i64, !dbg !24
  %50 = getelementptr inbounds i32, ptr %0, i64 %49, !dbg !24
  %51 = load i32, ptr %50, align 4, !dbg !24, !tbaa !19
  %52 = mul nsw i32 %51, %47, !dbg !25
  %53 = add nsw i32 %52, %43, !dbg !26
  %54 = add nuw i32 %32, 2, !dbg !31
  %55 = add i32 %34, 2, !dbg !17
  %56 = icmp eq i32 %55, %10, !dbg !17
  br i1 %56, label %11, label %31, !dbg !17, !llvm.loop !32
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
!16 = !DILocation(line: 13, column: 21, scope: !9)
!17 = !DILocation(line: 13, column: 3, scope: !9)
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
!31 = !DILocation(line: 13, column: 31, scope: !9)
!32 = distinct !{!32, !17, !33, !34}
!33 = !DILocation(line: 15, column: 30, scope: !9)
!34 = !{!"llvm.loop.mustprogress"}
