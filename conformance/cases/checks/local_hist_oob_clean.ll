; ModuleID = 'local_hist_oob.cu'
source_filename = "local_hist_oob.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @buckets_seen(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = alloca [8 x i32], align 4
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5, !dbg !16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %3, i8 0, i64 32, i1 false), !dbg !17
  %5 = shl nuw nsw i32 %4, 2
  %6 = zext nneg i32 %5 to i64, !dbg !18
  %7 = getelementptr inbounds i32, ptr %0, i64 %6, !dbg !18
  %8 = load i32, ptr %7, align 4, !dbg !18, !tbaa !19
  %9 = sdiv i32 %8, 4, !dbg !23
  %10 = tail call i32 @llvm.smin.i32(i32 %9, i32 7), !dbg !24
  %11 = sext i32 %10 to i64, !dbg !25
  %12 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %11, !dbg !25
  store i32 1, ptr %12, align 4, !dbg !26, !tbaa !19
  %13 = or disjoint i32 %5, 1, !dbg !27
  %14 = zext nneg i32 %13 to i64, !dbg !18
  %15 = getelementptr inbounds i32, ptr %0, i64 %14, !dbg !18
  %16 = load i32, ptr %15, align 4, !dbg !18, !tbaa !19
  %17 = sdiv i32 %16, 4, !dbg !23
  %18 = tail call i32 @llvm.smin.i32(i32 %17, i32 7), !dbg !24
  %19 = sext i32 %18 to i64, !dbg !25
  %20 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %19, !dbg !25
  store i32 1, ptr %20, align 4, !dbg !26, !tbaa !19
  %21 = or disjoint i32 %5, 2, !dbg !27
  %22 = zext nneg i32 %21 to i64, !dbg !18
  %23 = getelementptr inbounds i32, ptr %0, i64 %22, !dbg !18
  %24 = load i32, ptr %23, align 4, !dbg !18, !tbaa !19
  %25 = sdiv i32 %24, 4, !dbg !23
  %26 = tail call i32 @llvm.smin.i32(i32 %25, i32 7), !dbg !24
  %27 = sext i32 %26 to i64, !dbg !25
  %28 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %27, !dbg !25
  store i32 1, ptr %28, align 4, !dbg !26, !tbaa !19
  %29 = or disjoint i32 %5, 3, !dbg !27
  %30 = zext nneg i32 %29 to i64, !dbg !18
  %31 = getelementptr inbounds i32, ptr %0, i64 %30, !dbg !18
  %32 = load i32, ptr %31, align 4, !dbg !18, !tbaa !19
  %33 = sdiv i32 %32, 4, !dbg !23
  %34 = tail call i32 @llvm.smin.i32(i32 %33, i32 7), !dbg !24
  %35 = sext i32 %34 to i64, !dbg !25
  %36 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %35, !dbg !25
  store i32 1, ptr %36, align 4, !dbg !26, !tbaa !19
  %37 = load i32, ptr %3, align 4, !dbg !28, !tbaa !19
  %38 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !28
  %39 = load i32, ptr %38, align 4, !dbg !28, !tbaa !19
  %40 = add nsw i32 %39, %37, !dbg !29
  %41 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !28
  %42 = load i32, ptr %41, align 4, !dbg !28, !tbaa !19
  %43 = add nsw i32 %42, %40, !dbg !29
  %44 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !28
  %45 = load i32, ptr %44, align 4, !dbg !28, !tbaa !19
  %46 = add nsw i32 %45, %43, !dbg !29
  %47 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !28
  %48 = load i32, ptr %47, align 4, !dbg !28, !tbaa !19
  %49 = add nsw i32 %48, %46, !dbg !29
  %50 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !28
  %51 = load i32, ptr %50, align 4, !dbg !28, !tbaa !19
  %52 = add nsw i32 %51, %49, !dbg !29
  %53 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !28
  %54 = load i32, ptr %53, align 4, !dbg !28, !tbaa !19
  %55 = add nsw i32 %54, %52, !dbg !29
  %56 = getelementptr inbounds i8, ptr %3, i64 28, !dbg !28
  %57 = load i32, ptr %56, align 4, !dbg !28, !tbaa !19
  %58 = add nsw i32 %57, %55, !dbg !29
  %59 = zext nneg i32 %4 to i64, !dbg !30
  %60 = getelementptr inbounds i32, ptr %1, i64 %59, !dbg !30
  store i32 %58, ptr %60, align 4, !dbg !31, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5, !dbg !32
  ret void, !dbg !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!24 = !DILocation(line: 11, column: 9, scope: !9)
!25 = !DILocation(line: 13, column: 5, scope: !9)
!26 = !DILocation(line: 13, column: 13, scope: !9)
!27 = !DILocation(line: 9, column: 22, scope: !9)
!28 = !DILocation(line: 17, column: 10, scope: !9)
!29 = !DILocation(line: 17, column: 7, scope: !9)
!30 = !DILocation(line: 18, column: 3, scope: !9)
!31 = !DILocation(line: 18, column: 10, scope: !9)
!32 = !DILocation(line: 19, column: 1, scope: !9)
