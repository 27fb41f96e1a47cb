; ModuleID = 'uninit_max.cu'
source_filename = "uninit_max.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__const.max_updates.best = private unnamed_addr constant [4 x i32] [i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @max_updates(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = alloca [4 x i32], align 4
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #5, !dbg !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %3, ptr noundef nonnull align 4 dereferenceable(16) @__const.max_updates.best, i64 16, i1 false), !dbg !17
  %5 = shl nuw nsw i32 %4, 3
  %6 = zext nneg i32 %5 to i64, !dbg !18
  %7 = getelementptr inbounds i32, ptr %0, i64 %6, !dbg !18
  %8 = load i32, ptr %7, align 4, !dbg !18, !tbaa !19
  %9 = and i32 %8, 3, !dbg !23
  %10 = zext nneg i32 %9 to i64, !dbg !24
  %11 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %10, !dbg !24
  %12 = load i32, ptr %11, align 4, !dbg !24, !tbaa !19
  %13 = icmp sgt i32 %8, %12, !dbg !25
  %14 = tail call i32 @llvm.smax.i32(i32 %8, i32 %12), !dbg !26
  store i32 %14, ptr %11, align 4, !dbg !27
  %15 = zext i1 %13 to i32, !dbg !26
  %16 = or disjoint i32 %5, 1, !dbg !28
  %17 = zext nneg i32 %16 to i64, !dbg !18
  %18 = getelementptr inbounds i32, ptr %0, i64 %17, !dbg !18
  %19 = load i32, ptr %18, align 4, !dbg !18, !tbaa !19
  %20 = and i32 %19, 3, !dbg !23
  %21 = zext nneg i32 %20 to i64, !dbg !24
  %22 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %21, !dbg !24
  %23 = load i32, ptr %22, align 4, !dbg !24, !tbaa !19
  %24 = icmp sgt i32 %19, %23, !dbg !25
  %25 = tail call i32 @llvm.smax.i32(i32 %19, i32 %23), !dbg !26
  store i32 %25, ptr %22, align 4, !dbg !27
  %26 = zext i1 %24 to i32, !dbg !26
  %27 = add nuw nsw i32 %15, %26, !dbg !26
  %28 = or disjoint i32 %5, 2, !dbg !28
  %29 = zext nneg i32 %28 to i64, !dbg !18
  %30 = getelementptr inbounds i32, ptr %0, i64 %29, !dbg !18
  %31 = load i32, ptr %30, align 4, !dbg !18, !tbaa !19
  %32 = and i32 %31, 3, !dbg !23
  %33 = zext nneg i32 %32 to i64, !dbg !24
  %34 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %33, !dbg !24
  %35 = load i32, ptr %34, align 4, !dbg !24, !tbaa !19
  %36 = icmp sgt i32 %31, %35, !dbg !25
  %37 = tail call i32 @llvm.smax.i32(i32 %31, i32 %35), !dbg !26
  store i32 %37, ptr %34, align 4, !dbg !27
  %38 = zext i1 %36 to i32, !dbg !26
  %39 = add nuw nsw i32 %27, %38, !dbg !26
  %40 = or disjoint i32 %5, 3, !dbg !28
  %41 = zext nneg i32 %40 to i64, !dbg !18
  %42 = getelementptr inbounds i32, ptr %0, i64 %41, !dbg !18
  %43 = load i32, ptr %42, align 4, !dbg !18, !tbaa !19
  %44 = and i32 %43, 3, !dbg !23
  %45 = zext nneg i32 %44 to i64, !dbg !24
  %46 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %45, !dbg !24
  %47 = load i32, ptr %46, align 4, !dbg !24, !tbaa !19
  %48 = icmp sgt i32 %43, %47, !dbg !25
  %49 = tail call i32 @llvm.smax.i32(i32 %43, i32 %47), !dbg !26
  store i32 %49, ptr %46, align 4, !dbg !27
  %50 = zext i1 %48 to i32, !dbg !26
  %51 = add nuw nsw i32 %39, %50, !dbg !26
  %52 = or disjoint i32 %5, 4, !dbg !28
  %53 = zext nneg i32 %52 to i64, !dbg !18
  %54 = getelementptr inbounds i32, ptr %0, i64 %53, !dbg !18
  %55 = load i32, ptr %54, align 4, !dbg !18, !tbaa !19
  %56 = and i32 %55, 3, !dbg !23
  %57 = zext nneg i32 %56 to i64, !dbg !24
  %58 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %57, !dbg !24
  %59 = load i32, ptr %58, align 4, !dbg !24, !tbaa !19
  %60 = icmp sgt i32 %55, %59, !dbg !25
  %61 = tail call i32 @llvm.smax.i32(i32 %55, i32 %59), !dbg !26
  store i32 %61, ptr %58, align 4, !dbg !27
  %62 = zext i1 %60 to i32, !dbg !26
  %63 = add nuw nsw i32 %51, %62, !dbg !26
  %64 = or disjoint i32 %5, 5, !dbg !28
  %65 = zext nneg i32 %64 to i64, !dbg !18
  %66 = getelementptr inbounds i32, ptr %0, i64 %65, !dbg !18
  %67 = load i32, ptr %66, align 4, !dbg !18, !tbaa !19
  %68 = and i32 %67, 3, !dbg !23
  %69 = zext nneg i32 %68 to i64, !dbg !24
  %70 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %69, !dbg !24
  %71 = load i32, ptr %70, align 4, !dbg !24, !tbaa !19
  %72 = icmp sgt i32 %67, %71, !dbg !25
  %73 = tail call i32 @llvm.smax.i32(i32 %67, i32 %71), !dbg !26
  store i32 %73, ptr %70, align 4, !dbg !27
  %74 = zext i1 %72 to i32, !dbg !26
  %75 = add nuw nsw i32 %63, %74, !dbg !26
  %76 = or disjoint i32 %5, 6, !dbg !28
  %77 = zext nneg i32 %76 to i64, !dbg !18
  %78 = getelementptr inbounds i32, ptr %0, i64 %77, !dbg !18
  %79 = load i32, ptr %78, align 4, !dbg !18, !tbaa !19
  %80 = and i32 %79, 3, !dbg !23
  %81 = zext nneg i32 %80 to i64, !dbg !24
  %82 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %81, !dbg !24
  %83 = load i32, ptr %82, align 4, !dbg !24, !tbaa !19
  %84 = icmp sgt i32 %79, %83, !dbg !25
  %85 = tail call i32 @llvm.smax.i32(i32 %79, i32 %83), !dbg !26
  store i32 %85, ptr %82, align 4, !dbg !27
  %86 = zext i1 %84 to i32, !dbg !26
  %87 = add nuw nsw i32 %75, %86, !dbg !26
  %88 = or disjoint i32 %5, 7, !dbg !28
  %89 = zext nneg i32 %88 to i64, !dbg !18
  %90 = getelementptr inbounds i32, ptr %0, i64 %89, !dbg !18
  %91 = load i32, ptr %90, align 4, !dbg !18, !tbaa !19
  %92 = and i32 %91, 3, !dbg !23
  %93 = zext nneg i32 %92 to i64, !dbg !24
  %94 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %93, !dbg !24
  %95 = load i32, ptr %94, align 4, !dbg !24, !tbaa !19
  %96 = icmp sgt i32 %91, %95, !dbg !25
  %97 = zext i1 %96 to i32, !dbg !26
  %98 = add nuw nsw i32 %87, %97, !dbg !26
  %99 = zext nneg i32 %4 to i64, !dbg !29
  %100 = getelementptr inbounds i32, ptr %1, i64 %99, !dbg !29
  store i32 %98, ptr %100, align 4, !dbg !30, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #5, !dbg !31
  ret void, !dbg !31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "uninit_max.cu", directory: ".")
!2 = !{ptr @max_updates, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "max_updates", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 10, column: 3, scope: !9)
!17 = !DILocation(line: 10, column: 7, scope: !9)
!18 = !DILocation(line: 16, column: 13, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 17, column: 20, scope: !9)
!24 = !DILocation(line: 17, column: 13, scope: !9)
!25 = !DILocation(line: 17, column: 11, scope: !9)
!26 = !DILocation(line: 17, column: 9, scope: !9)
!27 = !DILocation(line: 0, scope: !9)
!28 = !DILocation(line: 16, column: 22, scope: !9)
!29 = !DILocation(line: 22, column: 3, scope: !9)
!30 = !DILocation(line: 22, column: 10, scope: !9)
!31 = !DILocation(line: 23, column: 1, scope: !9)
