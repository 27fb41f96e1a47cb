; ModuleID = 'local_oob.cu'
source_filename = "local_oob.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @pick_one(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !9 {
  %4 = alloca [8 x i32], align 4
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #3, !dbg !16
  %6 = shl nuw nsw i32 %5, 3
  %7 = zext nneg i32 %6 to i64, !dbg !17
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !17
  %9 = load i32, ptr %8, align 4, !dbg !17, !tbaa !18
  store i32 %9, ptr %4, align 4, !dbg !22, !tbaa !18
  %10 = or disjoint i32 %6, 1, !dbg !23
  %11 = zext nneg i32 %10 to i64, !dbg !17
  %12 = getelementptr inbounds i32, ptr %0, i64 %11, !dbg !17
  %13 = load i32, ptr %12, align 4, !dbg !17, !tbaa !18
  %14 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !24
  store i32 %13, ptr %14, align 4, !dbg !22, !tbaa !18
  %15 = or disjoint i32 %6, 2, !dbg !23
  %16 = zext nneg i32 %15 to i64, !dbg !17
  %17 = getelementptr inbounds i32, ptr %0, i64 %16, !dbg !17
  %18 = load i32, ptr %17, align 4, !dbg !17, !tbaa !18
  %19 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !24
  store i32 %18, ptr %19, align 4, !dbg !22, !tbaa !18
  %20 = or disjoint i32 %6, 3, !dbg !23
  %21 = zext nneg i32 %20 to i64, !dbg !17
  %22 = getelementptr inbounds i32, ptr %0, i64 %21, !dbg !17
  %23 = load i32, ptr %22, align 4, !dbg !17, !tbaa !18
  %24 = getelementptr inbounds i8, ptr %4, i64 12, !dbg !24
  store i32 %23, ptr %24, align 4, !dbg !22, !tbaa !18
  %25 = or disjoint i32 %6, 4, !dbg !23
  %26 = zext nneg i32 %25 to i64, !dbg !17
  %27 = getelementptr inbounds i32, ptr %0, i64 %26, !dbg !17
  %28 = load i32, ptr %27, align 4, !dbg !17, !tbaa !18
  %29 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !24
  store i32 %28, ptr %29, align 4, !dbg !22, !tbaa !18
  %30 = or disjoint i32 %6, 5, !dbg !23
  %31 = zext nneg i32 %30 to i64, !dbg !17
  %32 = getelementptr inbounds i32, ptr %0, i64 %31, !dbg !17
  %33 = load i32, ptr %32, align 4, !dbg !17, !tbaa !18
  %34 = getelementptr inbounds i8, ptr %4, i64 20, !dbg !24
  store i32 %33, ptr %34, align 4, !dbg !22, !tbaa !18
  %35 = or disjoint i32 %6, 6, !dbg !23
  %36 = zext nneg i32 %35 to i64, !dbg !17
  %37 = getelementptr inbounds i32, ptr %0, i64 %36, !dbg !17
  %38 = load i32, ptr %37, align 4, !dbg !17, !tbaa !18
  %39 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !24
  store i32 %38, ptr %39, align 4, !dbg !22, !tbaa !18
  %40 = or disjoint i32 %6, 7, !dbg !23
  %41 = zext nneg i32 %40 to i64, !dbg !17
  %42 = getelementptr inbounds i32, ptr %0, i64 %41, !dbg !17
  %43 = load i32, ptr %42, align 4, !dbg !17, !tbaa !18
  %44 = getelementptr inbounds i8, ptr %4, i64 28, !dbg !24
  store i32 %43, ptr %44, align 4, !dbg !22, !tbaa !18
  %45 = zext nneg i32 %5 to i64, !dbg !25
  %46 = getelementptr inbounds i32, ptr %1, i64 %45, !dbg !25
  %47 = load i32, ptr %46, align 4, !dbg !25, !tbaa !18
  %48 = and i32 %47, 7, !dbg !26
  %49 = zext nneg i32 %48 to i64, !dbg !27
  %50 = getelementptr inbounds [8 x i32], ptr %4, i64 0, i64 %49, !dbg !27
  %51 = load i32, ptr %50, align 4, !dbg !27, !tbaa !18
  %52 = getelementptr inbounds i32, ptr %2, i64 %45, !dbg !28
  store i32 %51, ptr %52, align 4, !dbg !29, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #3, !dbg !30
  ret void, !dbg !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "local_oob.cu", directory: ".")
!2 = !{ptr @pick_one, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pick_one", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 11, scope: !9)
!16 = !DILocation(line: 7, column: 3, scope: !9)
!17 = !DILocation(line: 9, column: 17, scope: !9)
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C++ TBAA"}
!22 = !DILocation(line: 9, column: 15, scope: !9)
!23 = !DILocation(line: 9, column: 26, scope: !9)
!24 = !DILocation(line: 9, column: 5, scope: !9)
!25 = !DILocation(line: 11, column: 19, scope: !9)
!26 = !DILocation(line: 11, column: 27, scope: !9)
!27 = !DILocation(line: 11, column: 12, scope: !9)
!28 = !DILocation(line: 11, column: 3, scope: !9)
!29 = !DILocation(line: 11, column: 10, scope: !9)
!30 = !DILocation(line: 15, column: 1, scope: !9)
