; ModuleID = 'uninit_accumulator.cu'
source_filename = "uninit_accumulator.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @bucket_sums(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = alloca [4 x i32], align 4
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #3, !dbg !16
  %5 = shl nuw nsw i32 %4, 3
  %6 = or disjoint i32 %5, 1, !dbg !17
  %7 = zext nneg i32 %6 to i64, !dbg !18
  %8 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !18
  %9 = load i32, ptr %8, align 4, !dbg !18, !tbaa !19
  %10 = and i32 %9, 3, !dbg !23
  %11 = zext nneg i32 %10 to i64, !dbg !24
  %12 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %11, !dbg !24
  %13 = load i32, ptr %12, align 4, !dbg !25, !tbaa !19
  %14 = add nsw i32 %13, %9, !dbg !25
  store i32 %14, ptr %12, align 4, !dbg !25, !tbaa !19
  %15 = or disjoint i32 %5, 2, !dbg !17
  %16 = zext nneg i32 %15 to i64, !dbg !18
  %17 = getelementptr inbounds i32, ptr %0, i64 %16, !dbg !18
  %18 = load i32, ptr %17, align 4, !dbg !18, !tbaa !19
  %19 = and i32 %18, 3, !dbg !23
  %20 = zext nneg i32 %19 to i64, !dbg !24
  %21 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %20, !dbg !24
  %22 = load i32, ptr %21, align 4, !dbg !25, !tbaa !19
  %23 = add nsw i32 %22, %18, !dbg !25
  store i32 %23, ptr %21, align 4, !dbg !25, !tbaa !19
  %24 = or disjoint i32 %5, 3, !dbg !17
  %25 = zext nneg i32 %24 to i64, !dbg !18
  %26 = getelementptr inbounds i32, ptr %0, i64 %25, !dbg !18
  %27 = load i32, ptr %26, align 4, !dbg !18, !tbaa !19
  %28 = and i32 %27, 3, !dbg !23
  %29 = zext nneg i32 %28 to i64, !dbg !24
  %30 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %29, !dbg !24
  %31 = load i32, ptr %30, align 4, !dbg !25, !tbaa !19
  %32 = add nsw i32 %31, %27, !dbg !25
  store i32 %32, ptr %30, align 4, !dbg !25, !tbaa !19
  %33 = or disjoint i32 %5, 4, !dbg !17
  %34 = zext nneg i32 %33 to i64, !dbg !18
  %35 = getelementptr inbounds i32, ptr %0, i64 %34, !dbg !18
  %36 = load i32, ptr %35, align 4, !dbg !18, !tbaa !19
  %37 = and i32 %36, 3, !dbg !23
  %38 = zext nneg i32 %37 to i64, !dbg !24
  %39 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %38, !dbg !24
  %40 = load i32, ptr %39, align 4, !dbg !25, !tbaa !19
  %41 = add nsw i32 %40, %36, !dbg !25
  store i32 %41, ptr %39, align 4, !dbg !25, !tbaa !19
  %42 = or disjoint i32 %5, 5, !dbg !17
  %43 = zext nneg i32 %42 to i64, !dbg !18
  %44 = getelementptr inbounds i32, ptr %0, i64 %43, !dbg !18
  %45 = load i32, ptr %44, align 4, !dbg !18, !tbaa !19
  %46 = and i32 %45, 3, !dbg !23
  %47 = zext nneg i32 %46 to i64, !dbg !24
  %48 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %47, !dbg !24
  %49 = load i32, ptr %48, align 4, !dbg !25, !tbaa !19
  %50 = add nsw i32 %49, %45, !dbg !25
  store i32 %50, ptr %48, align 4, !dbg !25, !tbaa !19
  %51 = or disjoint i32 %5, 6, !dbg !17
  %52 = zext nneg i32 %51 to i64, !dbg !18
  %53 = getelementptr inbounds i32, ptr %0, i64 %52, !dbg !18
  %54 = load i32, ptr %53, align 4, !dbg !18, !tbaa !19
  %55 = and i32 %54, 3, !dbg !23
  %56 = zext nneg i32 %55 to i64, !dbg !24
  %57 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %56, !dbg !24
  %58 = load i32, ptr %57, align 4, !dbg !25, !tbaa !19
  %59 = add nsw i32 %58, %54, !dbg !25
  store i32 %59, ptr %57, align 4, !dbg !25, !tbaa !19
  %60 = or disjoint i32 %5, 7, !dbg !17
  %61 = zext nneg i32 %60 to i64, !dbg !18
  %62 = getelementptr inbounds i32, ptr %0, i64 %61, !dbg !18
  %63 = load i32, ptr %62, align 4, !dbg !18, !tbaa !19
  %64 = and i32 %63, 3, !dbg !23
  %65 = zext nneg i32 %64 to i64, !dbg !24
  %66 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %65, !dbg !24
  %67 = load i32, ptr %66, align 4, !dbg !25, !tbaa !19
  %68 = add nsw i32 %67, %63, !dbg !25
  store i32 %68, ptr %66, align 4, !dbg !25, !tbaa !19
  %69 = load i32, ptr %3, align 4, !dbg !26, !tbaa !19
  %70 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !27
  %71 = load i32, ptr %70, align 4, !dbg !27, !tbaa !19
  %72 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !28
  %73 = load i32, ptr %72, align 4, !dbg !28, !tbaa !19
  %74 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !29
  %75 = load i32, ptr %74, align 4, !dbg !29, !tbaa !19
  %76 = add i32 %69, %73, !dbg !30
  %77 = add i32 %71, %75, !dbg !30
  %78 = sub i32 %76, %77, !dbg !30
  %79 = zext nneg i32 %4 to i64, !dbg !31
  %80 = getelementptr inbounds i32, ptr %1, i64 %79, !dbg !31
  store i32 %78, ptr %80, align 4, !dbg !32, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #3, !dbg !33
  ret void, !dbg !33
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
!16 = !DILocation(line: 10, column: 3, scope: !9)
!17 = !DILocation(line: 13, column: 22, scope: !9)
!18 = !DILocation(line: 13, column: 13, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 14, column: 12, scope: !9)
!24 = !DILocation(line: 14, column: 5, scope: !9)
!25 = !DILocation(line: 14, column: 17, scope: !9)
!26 = !DILocation(line: 16, column: 12, scope: !9)
!27 = !DILocation(line: 16, column: 22, scope: !9)
!28 = !DILocation(line: 16, column: 32, scope: !9)
!29 = !DILocation(line: 16, column: 42, scope: !9)
!30 = !DILocation(line: 16, column: 40, scope: !9)
!31 = !DILocation(line: 16, column: 3, scope: !9)
!32 = !DILocation(line: 16, column: 10, scope: !9)
!33 = !DILocation(line: 17, column: 1, scope: !9)
