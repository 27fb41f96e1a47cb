; ModuleID = 'uninit_max.cu'
source_filename = "uninit_max.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @max_updates(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = alloca [4 x i32], align 4
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #4, !dbg !16
  %5 = shl nuw nsw i32 %4, 3
  %6 = zext nneg i32 %5 to i64, !dbg !17
  %7 = getelementptr inbounds i32, ptr %0, i64 %6, !dbg !17
  %8 = load i32, ptr %7, align 4, !dbg !17, !tbaa !18
  %9 = and i32 %8, 3, !dbg !22
  %10 = zext nneg i32 %9 to i64, !dbg !23
  %11 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %10, !dbg !23
  store i32 2147483647, ptr %11, align 4, !dbg !24
  %12 = or disjoint i32 %5, 1, !dbg !25
  %13 = zext nneg i32 %12 to i64, !dbg !17
  %14 = getelementptr inbounds i32, ptr %0, i64 %13, !dbg !17
  %15 = load i32, ptr %14, align 4, !dbg !17, !tbaa !18
  %16 = and i32 %15, 3, !dbg !22
  %17 = zext nneg i32 %16 to i64, !dbg !23
  %18 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %17, !dbg !23
  %19 = load i32, ptr %18, align 4, !dbg !23, !tbaa !18
  %20 = icmp sgt i32 %15, %19, !dbg !26
  %21 = tail call i32 @llvm.smax.i32(i32 %15, i32 %19), !dbg !27
  store i32 %21, ptr %18, align 4, !dbg !24
  %22 = zext i1 %20 to i32, !dbg !27
  %23 = or disjoint i32 %5, 2, !dbg !25
  %24 = zext nneg i32 %23 to i64, !dbg !17
  %25 = getelementptr inbounds i32, ptr %0, i64 %24, !dbg !17
  %26 = load i32, ptr %25, align 4, !dbg !17, !tbaa !18
  %27 = and i32 %26, 3, !dbg !22
  %28 = zext nneg i32 %27 to i64, !dbg !23
  %29 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %28, !dbg !23
  %30 = load i32, ptr %29, align 4, !dbg !23, !tbaa !18
  %31 = icmp sgt i32 %26, %30, !dbg !26
  %32 = tail call i32 @llvm.smax.i32(i32 %26, i32 %30), !dbg !27
  store i32 %32, ptr %29, align 4, !dbg !24
  %33 = zext i1 %31 to i32, !dbg !27
  %34 = add nuw nsw i32 %22, %33, !dbg !27
  %35 = or disjoint i32 %5, 3, !dbg !25
  %36 = zext nneg i32 %35 to i64, !dbg !17
  %37 = getelementptr inbounds i32, ptr %0, i64 %36, !dbg !17
  %38 = load i32, ptr %37, align 4, !dbg !17, !tbaa !18
  %39 = and i32 %38, 3, !dbg !22
  %40 = zext nneg i32 %39 to i64, !dbg !23
  %41 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %40, !dbg !23
  %42 = load i32, ptr %41, align 4, !dbg !23, !tbaa !18
  %43 = icmp sgt i32 %38, %42, !dbg !26
  %44 = tail call i32 @llvm.smax.i32(i32 %38, i32 %42), !dbg !27
  store i32 %44, ptr %41, align 4, !dbg !24
  %45 = zext i1 %43 to i32, !dbg !27
  %46 = add nuw nsw i32 %34, %45, !dbg !27
  %47 = or disjoint i32 %5, 4, !dbg !25
  %48 = zext nneg i32 %47 to i64, !dbg !17
  %49 = getelementptr inbounds i32, ptr %0, i64 %48, !dbg !17
  %50 = load i32, ptr %49, align 4, !dbg !17, !tbaa !18
  %51 = and i32 %50, 3, !dbg !22
  %52 = zext nneg i32 %51 to i64, !dbg !23
  %53 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %52, !dbg !23
  %54 = load i32, ptr %53, align 4, !dbg !23, !tbaa !18
  %55 = icmp sgt i32 %50, %54, !dbg !26
  %56 = tail call i32 @llvm.smax.i32(i32 %50, i32 %54), !dbg !27
  store i32 %56, ptr %53, align 4, !dbg !24
  %57 = zext i1 %55 to i32, !dbg !27
  %58 = add nuw nsw i32 %46, %57, !dbg !27
  %59 = or disjoint i32 %5, 5, !dbg !25
  %60 = zext nneg i32 %59 to i64, !dbg !17
  %61 = getelementptr inbounds i32, ptr %0, i64 %60, !dbg !17
  %62 = load i32, ptr %61, align 4, !dbg !17, !tbaa !18
  %63 = and i32 %62, 3, !dbg !22
  %64 = zext nneg i32 %63 to i64, !dbg !23
  %65 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %64, !dbg !23
  %66 = load i32, ptr %65, align 4, !dbg !23, !tbaa !18
  %67 = icmp sgt i32 %62, %66, !dbg !26
  %68 = tail call i32 @llvm.smax.i32(i32 %62, i32 %66), !dbg !27
  store i32 %68, ptr %65, align 4, !dbg !24
  %69 = zext i1 %67 to i32, !dbg !27
  %70 = add nuw nsw i32 %58, %69, !dbg !27
  %71 = or disjoint i32 %5, 6, !dbg !25
  %72 = zext nneg i32 %71 to i64, !dbg !17
  %73 = getelementptr inbounds i32, ptr %0, i64 %72, !dbg !17
  %74 = load i32, ptr %73, align 4, !dbg !17, !tbaa !18
  %75 = and i32 %74, 3, !dbg !22
  %76 = zext nneg i32 %75 to i64, !dbg !23
  %77 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %76, !dbg !23
  %78 = load i32, ptr %77, align 4, !dbg !23, !tbaa !18
  %79 = icmp sgt i32 %74, %78, !dbg !26
  %80 = tail call i32 @llvm.smax.i32(i32 %74, i32 %78), !dbg !27
  store i32 %80, ptr %77, align 4, !dbg !24
  %81 = zext i1 %79 to i32, !dbg !27
  %82 = add nuw nsw i32 %70, %81, !dbg !27
  %83 = or disjoint i32 %5, 7, !dbg !25
  %84 = zext nneg i32 %83 to i64, !dbg !17
  %85 = getelementptr inbounds i32, ptr %0, i64 %84, !dbg !17
  %86 = load i32, ptr %85, align 4, !dbg !17, !tbaa !18
  %87 = and i32 %86, 3, !dbg !22
  %88 = zext nneg i32 %87 to i64, !dbg !23
  %89 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %88, !dbg !23
  %90 = load i32, ptr %89, align 4, !dbg !23, !tbaa !18
  %91 = icmp sgt i32 %86, %90, !dbg !26
  %92 = zext i1 %91 to i32, !dbg !27
  %93 = add nuw nsw i32 %82, %92, !dbg !27
  %94 = zext nneg i32 %4 to i64, !dbg !28
  %95 = getelementptr inbounds i32, ptr %1, i64 %94, !dbg !28
  store i32 %93, ptr %95, align 4, !dbg !29, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #4, !dbg !30
  ret void, !dbg !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!16 = !DILocation(line: 12, column: 3, scope: !9)
!17 = !DILocation(line: 16, column: 13, scope: !9)
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C++ TBAA"}
!22 = !DILocation(line: 17, column: 20, scope: !9)
!23 = !DILocation(line: 17, column: 13, scope: !9)
!24 = !DILocation(line: 0, scope: !9)
!25 = !DILocation(line: 16, column: 22, scope: !9)
!26 = !DILocation(line: 17, column: 11, scope: !9)
!27 = !DILocation(line: 17, column: 9, scope: !9)
!28 = !DILocation(line: 22, column: 3, scope: !9)
!29 = !DILocation(line: 22, column: 10, scope: !9)
!30 = !DILocation(line: 23, column: 1, scope: !9)
