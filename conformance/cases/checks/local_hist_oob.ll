; ModuleID = 'local_hist_oob.cu'
source_filename = "local_hist_oob.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @buckets_seen(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = alloca [8 x i32], align 4
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #4, !dbg !16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %3, i8 0, i64 32, i1 false), !dbg !17
  %5 = shl nuw nsw i32 %4, 2
  %6 = zext nneg i32 %5 to i64, !dbg !18
  %7 = getelementptr inbounds i32, ptr %0, i64 %6, !dbg !18
  %8 = load i32, ptr %7, align 4, !dbg !18, !tbaa !19
  %9 = sdiv i32 %8, 4, !dbg !23
  %10 = sext i32 %9 to i64, !dbg !24
  %11 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %10, !dbg !24
  store i32 1, ptr %11, align 4, !dbg !25, !tbaa !19
  %12 = or disjoint i32 %5, 1, !dbg !26
  %13 = zext nneg i32 %12 to i64, !dbg !18
  %14 = getelementptr inbounds i32, ptr %0, i64 %13, !dbg !18
  %15 = load i32, ptr %14, align 4, !dbg !18, !tbaa !19
  %16 = sdiv i32 %15, 4, !dbg !23
  %17 = sext i32 %16 to i64, !dbg !24
  %18 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %17, !dbg !24
  store i32 1, ptr %18, align 4, !dbg !25, !tbaa !19
  %19 = or disjoint i32 %5, 2, !dbg !26
  %20 = zext nneg i32 %19 to i64, !dbg !18
  %21 = getelementptr inbounds i32, ptr %0, i64 %20, !dbg !18
  %22 = load i32, ptr %21, align 4, !dbg !18, !tbaa !19
  %23 = sdiv i32 %22, 4, !dbg !23
  %24 = sext i32 %23 to i64, !dbg !24
  %25 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %24, !dbg !24
  store i32 1, ptr %25, align 4, !dbg !25, !tbaa !19
  %26 = or disjoint i32 %5, 3, !dbg !26
  %27 = zext nneg i32 %26 to i64, !dbg !18
  %28 = getelementptr inbounds i32, ptr %0, i64 %27, !dbg !18
  %29 = load i32, ptr %28, align 4, !dbg !18, !tbaa !19
  %30 = sdiv i32 %29, 4, !dbg !23
  %31 = sext i32 %30 to i64, !dbg !24
  %32 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %31, !dbg !24
  store i32 1, ptr %32, align 4, !dbg !25, !tbaa !19
  %33 = load i32, ptr %3, align 4, !dbg !27, !tbaa !19
  %34 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !27
  %35 = load i32, ptr %34, align 4, !dbg !27, !tbaa !19
  %36 = add nsw i32 %35, %33, !dbg !28
  %37 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !27
  %38 = load i32, ptr %37, align 4, !dbg !27, !tbaa !19
  %39 = add nsw i32 %38, %36, !dbg !28
  %40 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !27
  %41 = load i32, ptr %40, align 4, !dbg !27, !tbaa !19
  %42 = add nsw i32 %41, %39, !dbg !28
  %43 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !27
  %44 = load i32, ptr %43, align 4, !dbg !27, !tbaa !19
  %45 = add nsw i32 %44, %42, !dbg !28
  %46 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !27
  %47 = load i32, ptr %46, align 4, !dbg !27, !tbaa !19
  %48 = add nsw i32 %47, %45, !dbg !28
  %49 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !27
  %50 = load i32, ptr %49, align 4, !dbg !27, !tbaa !19
  %51 = add nsw i32 %50, %48, !dbg !28
  %52 = getelementptr inbounds i8, ptr %3, i64 28, !dbg !27
  %53 = load i32, ptr %52, align 4, !dbg !27, !tbaa !19
  %54 = add nsw i32 %53, %51, !dbg !28
  %55 = zext nneg i32 %4 to i64, !dbg !29
  %56 = getelementptr inbounds i32, ptr %1, i64 %55, !dbg !29
  store i32 %54, ptr %56, align 4, !dbg !30, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #4, !dbg !31
  ret void, !dbg !31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "local_hist_oob.cu", directory: ".")
!2 = !{ptr @buckets_seen, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "buckets_seen", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 11, scope: !9)
!16 = !DILocation(line: 7, column: 3, scope: !9)
!17 = !DILocation(line: 7, column: 7, scope: !9)
!18 = !DILocation(line: 9, column: 13, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 9, column: 27, scope: !9)
!24 = !DILocation(line: 13, column: 5, scope: !9)
!25 = !DILocation(line: 13, column: 13, scope: !9)
!26 = !DILocation(line: 9, column: 22, scope: !9)
!27 = !DILocation(line: 17, column: 10, scope: !9)
!28 = !DILocation(line: 17, column: 7, scope: !9)
!29 = !DILocation(line: 18, column: 3, scope: !9)
!30 = !DILocation(line: 18, column: 10, scope: !9)
!31 = !DILocation(line: 19, column: 1, scope: !9)
