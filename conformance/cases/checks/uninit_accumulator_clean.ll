; ModuleID = 'uninit_accumulator.cu'
source_filename = "uninit_accumulator.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bucket_sums(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = alloca [4 x i32], align 4
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #4, !dbg !16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %3, i8 0, i64 16, i1 false), !dbg !17
  %5 = shl nuw nsw i32 %4, 3
  %6 = zext nneg i32 %5 to i64, !dbg !18
  %7 = getelementptr inbounds i32, ptr %0, i64 %6, !dbg !18
  %8 = load i32, ptr %7, align 4, !dbg !18, !tbaa !19
  %9 = and i32 %8, 3, !dbg !23
  %10 = zext nneg i32 %9 to i64, !dbg !24
  %11 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %10, !dbg !24
  %12 = load i32, ptr %11, align 4, !dbg !25, !tbaa !19
  %13 = add nsw i32 %12, %8, !dbg !25
  store i32 %13, ptr %11, align 4, !dbg !25, !tbaa !19
  %14 = or disjoint i32 %5, 1, !dbg !26
  %15 = zext nneg i32 %14 to i64, !dbg !18
  %16 = getelementptr inbounds i32, ptr %0, i64 %15, !dbg !18
  %17 = load i32, ptr %16, align 4, !dbg !18, !tbaa !19
  %18 = and i32 %17, 3, !dbg !23
  %19 = zext nneg i32 %18 to i64, !dbg !24
  %20 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %19, !dbg !24
  %21 = load i32, ptr %20, align 4, !dbg !25, !tbaa !19
  %22 = add nsw i32 %21, %17, !dbg !25
  store i32 %22, ptr %20, align 4, !dbg !25, !tbaa !19
  %23 = or disjoint i32 %5, 2, !dbg !26
  %24 = zext nneg i32 %23 to i64, !dbg !18
  %25 = getelementptr inbounds i32, ptr %0, i64 %24, !dbg !18
  %26 = load i32, ptr %25, align 4, !dbg !18, !tbaa !19
  %27 = and i32 %26, 3, !dbg !23
  %28 = zext nneg i32 %27 to i64, !dbg !24
  %29 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %28, !dbg !24
  %30 = load i32, ptr %29, align 4, !dbg !25, !tbaa !19
  %31 = add nsw i32 %30, %26, !dbg !25
  store i32 %31, ptr %29, align 4, !dbg !25, !tbaa !19
  %32 = or disjoint i32 %5, 3, !dbg !26
  %33 = zext nneg i32 %32 to i64, !dbg !18
  %34 = getelementptr inbounds i32, ptr %0, i64 %33, !dbg !18
  %35 = load i32, ptr %34, align 4, !dbg !18, !tbaa !19
  %36 = and i32 %35, 3, !dbg !23
  %37 = zext nneg i32 %36 to i64, !dbg !24
  %38 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %37, !dbg !24
  %39 = load i32, ptr %38, align 4, !dbg !25, !tbaa !19
  %40 = add nsw i32 %39, %35, !dbg !25
  store i32 %40, ptr %38, align 4, !dbg !25, !tbaa !19
  %41 = or disjoint i32 %5, 4, !dbg !26
  %42 = zext nneg i32 %41 to i64, !dbg !18
  %43 = getelementptr inbounds i32, ptr %0, i64 %42, !dbg !18
  %44 = load i32, ptr %43, align 4, !dbg !18, !tbaa !19
  %45 = and i32 %44, 3, !dbg !23
  %46 = zext nneg i32 %45 to i64, !dbg !24
  %47 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %46, !dbg !24
  %48 = load i32, ptr %47, align 4, !dbg !25, !tbaa !19
  %49 = add nsw i32 %48, %44, !dbg !25
  store i32 %49, ptr %47, align 4, !dbg !25, !tbaa !19
  %50 = or disjoint i32 %5, 5, !dbg !26
  %51 = zext nneg i32 %50 to i64, !dbg !18
  %52 = getelementptr inbounds i32, ptr %0, i64 %51, !dbg !18
  %53 = load i32, ptr %52, align 4, !dbg !18, !tbaa !19
  %54 = and i32 %53, 3, !dbg !23
  %55 = zext nneg i32 %54 to i64, !dbg !24
  %56 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %55, !dbg !24
  %57 = load i32, ptr %56, align 4, !dbg !25, !tbaa !19
  %58 = add nsw i32 %57, %53, !dbg !25
  store i32 %58, ptr %56, align 4, !dbg !25, !tbaa !19
  %59 = or disjoint i32 %5, 6, !dbg !26
  %60 = zext nneg i32 %59 to i64, !dbg !18
  %61 = getelementptr inbounds i32, ptr %0, i64 %60, !dbg !18
  %62 = load i32, ptr %61, align 4, !dbg !18, !tbaa !19
  %63 = and i32 %62, 3, !dbg !23
  %64 = zext nneg i32 %63 to i64, !dbg !24
  %65 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %64, !dbg !24
  %66 = load i32, ptr %65, align 4, !dbg !25, !tbaa !19
  %67 = add nsw i32 %66, %62, !dbg !25
  store i32 %67, ptr %65, align 4, !dbg !25, !tbaa !19
  %68 = or disjoint i32 %5, 7, !dbg !26
  %69 = zext nneg i32 %68 to i64, !dbg !18
  %70 = getelementptr inbounds i32, ptr %0, i64 %69, !dbg !18
  %71 = load i32, ptr %70, align 4, !dbg !18, !tbaa !19
  %72 = and i32 %71, 3, !dbg !23
  %73 = zext nneg i32 %72 to i64, !dbg !24
  %74 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %73, !dbg !24
  %75 = load i32, ptr %74, align 4, !dbg !25, !tbaa !19
  %76 = add nsw i32 %75, %71, !dbg !25
  store i32 %76, ptr %74, align 4, !dbg !25, !tbaa !19
  %77 = load i32, ptr %3, align 4, !dbg !27, !tbaa !19
  %78 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !28
  %79 = load i32, ptr %78, align 4, !dbg !28, !tbaa !19
  %80 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !29
  %81 = load i32, ptr %80, align 4, !dbg !29, !tbaa !19
  %82 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !30
  %83 = load i32, ptr %82, align 4, !dbg !30, !tbaa !19
  %84 = add i32 %77, %81, !dbg !31
  %85 = add i32 %79, %83, !dbg !31
  %86 = sub i32 %84, %85, !dbg !31
  %87 = zext nneg i32 %4 to i64, !dbg !32
  %88 = getelementptr inbounds i32, ptr %1, i64 %87, !dbg !32
  store i32 %86, ptr %88, align 4, !dbg !33, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #4, !dbg !34
  ret void, !dbg !34
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
!1 = !DIFile(filename: "uninit_accumulator.cu", directory: ".")
!2 = !{ptr @bucket_sums, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "bucket_sums", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 11, scope: !9)
!16 = !DILocation(line: 8, column: 3, scope: !9)
!17 = !DILocation(line: 8, column: 7, scope: !9)
!18 = !DILocation(line: 13, column: 13, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 14, column: 12, scope: !9)
!24 = !DILocation(line: 14, column: 5, scope: !9)
!25 = !DILocation(line: 14, column: 17, scope: !9)
!26 = !DILocation(line: 13, column: 22, scope: !9)
!27 = !DILocation(line: 16, column: 12, scope: !9)
!28 = !DILocation(line: 16, column: 22, scope: !9)
!29 = !DILocation(line: 16, column: 32, scope: !9)
!30 = !DILocation(line: 16, column: 42, scope: !9)
!31 = !DILocation(line: 16, column: 40, scope: !9)
!32 = !DILocation(line: 16, column: 3, scope: !9)
!33 = !DILocation(line: 16, column: 10, scope: !9)
!34 = !DILocation(line: 17, column: 1, scope: !9)
