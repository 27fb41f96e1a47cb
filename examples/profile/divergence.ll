; ModuleID = 'divergence.cu'
source_filename = "divergence.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @divergent(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !10 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %5 = and i32 %4, 1, !dbg !17
  %6 = icmp eq i32 %5, 0, !dbg !17
  %7 = icmp sgt i32 %2, 0, !dbg !18
  br i1 %6, label %14, label %8, !dbg !19

8:                                                ; preds = %3
  br i1 %7, label %9, label %109, !dbg !20

9:                                                ; preds = %8
  %10 = and i32 %2, 3, !dbg !20
  %11 = icmp ult i32 %2, 4, !dbg !20
  br i1 %11, label %92, label %12, !dbg !20

12:                                               ; preds = %9
  %13 = and i32 %2, 2147483644, !dbg !20
  br label %46, !dbg !20

14:                                               ; preds = %3
  br i1 %7, label %15, label %109, !dbg !21

15:                                               ; preds = %14
  %16 = and i32 %2, 3, !dbg !21
  %17 = icmp ult i32 %2, 4, !dbg !21
  br i1 %17, label %76, label %18, !dbg !21

18:                                               ; preds = %15
  %19 = and i32 %2, 2147483644, !dbg !21
  br label %20, !dbg !21

20:                                               ; preds = %20, %18
  %21 = phi i32 [ 0, %18 ], [ %43, %20 ]
  %22 = phi float [ 0.000000e+00, %18 ], [ %42, %20 ]
  %23 = phi i32 [ 0, %18 ], [ %44, %20 ]
  %24 = zext nneg i32 %21 to i64, !dbg !22
  %25 = getelementptr inbounds float, ptr %0, i64 %24, !dbg !22
  %26 = load float, ptr %25, align 4, !dbg !22, !tbaa !23
  %27 = fadd contract float %22, %26, !dbg !27
  %28 = or disjoint i32 %21, 1, !dbg !28
  %29 = zext nneg i32 %28 to i64, !dbg !22
  %30 = getelementptr inbounds float, ptr %0, i64 %29, !dbg !22
  %31 = load float, ptr %30, align 4, !dbg !22, !tbaa !23
  %32 = fadd contract float %27, %31, !dbg !27
  %33 = or disjoint i32 %21, 2, !dbg !28
  %34 = zext nneg i32 %33 to i64, !dbg !22
  %35 = getelementptr inbounds float, ptr %0, i64 %34, !dbg !22
  %36 = load float, ptr %35, align 4, !dbg !22, !tbaa !23
  %37 = fadd contract float %32, %36, !dbg !27
  %38 = or disjoint i32 %21, 3, !dbg !28
  %39 = zext nneg i32 %38 to i64, !dbg !22
  %40 = getelementptr inbounds float, ptr %0, i64 %39, !dbg !22
  %41 = load float, ptr %40, align 4, !dbg !22, !tbaa !23
  %42 = fadd contract float %37, %41, !dbg !27
  %43 = add nuw nsw i32 %21, 4, !dbg !28
  %44 = add i32 %23, 4, !dbg !21
  %45 = icmp eq i32 %44, %19, !dbg !21
  br i1 %45, label %76, label %20, !dbg !21, !llvm.loop !29

46:                                               ; preds = %46, %12
  %47 = phi i32 [ 0, %12 ], [ %73, %46 ]
  %48 = phi float [ 0.000000e+00, %12 ], [ %72, %46 ]
  %49 = phi i32 [ 0, %12 ], [ %74, %46 ]
  %50 = zext nneg i32 %47 to i64, !dbg !32
  %51 = getelementptr inbounds float, ptr %0, i64 %50, !dbg !32
  %52 = load float, ptr %51, align 4, !dbg !32, !tbaa !23
  %53 = fmul contract float %52, %52, !dbg !33
  %54 = fsub contract float %48, %53, !dbg !34
  %55 = or disjoint i32 %47, 1, !dbg !35
  %56 = zext nneg i32 %55 to i64, !dbg !32
  %57 = getelementptr inbounds float, ptr %0, i64 %56, !dbg !32
  %58 = load float, ptr %57, align 4, !dbg !32, !tbaa !23
  %59 = fmul contract float %58, %58, !dbg !33
  %60 = fsub contract float %54, %59, !dbg !34
  %61 = or disjoint i32 %47, 2, !dbg !35
  %62 = zext nneg i32 %61 to i64, !dbg !32
  %63 = getelementptr inbounds float, ptr %0, i64 %62, !dbg !32
  %64 = load float, ptr %63, align 4, !dbg !32, !tbaa !23
  %65 = fmul contract float %64, %64, !dbg !33
  %66 = fsub contract float %60, %65, !dbg !34
  %67 = or disjoint i32 %47, 3, !dbg !35
  %68 = zext nneg i32 %67 to i64, !dbg !32
  %69 = getelementptr inbounds float, ptr %0, i64 %68, !dbg !32
  %70 = load float, ptr %69, align 4, !dbg !32, !tbaa !23
  %71 = fmul contract float %70, %70, !dbg !33
  %72 = fsub contract float %66, %71, !dbg !34
  %73 = add nuw nsw i32 %47, 4, !dbg !35
  %74 = add i32 %49, 4, !dbg !20
  %75 = icmp eq i32 %74, %13, !dbg !20
  br i1 %75, label %92, label %46, !dbg !20, !llvm.loop !36

76:                                               ; preds = %20, %15
  %77 = phi float [ poison, %15 ], [ %42, %20 ]
  %78 = phi i32 [ 0, %15 ], [ %43, %20 ]
  %79 = phi float [ 0.000000e+00, %15 ], [ %42, %20 ]
  %80 = icmp eq i32 %16, 0, !dbg !21
  br i1 %80, label %109, label %81, !dbg !21

81:                                               ; preds = %76, %81
  %82 = phi i32 [ %89, %81 ], [ %78, %76 ]
  %83 = phi float [ %88, %81 ], [ %79, %76 ]
  %84 = phi i32 [ %90, %81 ], [ 0, %76 ]
  %85 = zext nneg i32 %82 to i64, !dbg !22
  %86 = getelementptr inbounds float, ptr %0, i64 %85, !dbg !22
  %87 = load float, ptr %86, align 4, !dbg !22, !tbaa !23
  %88 = fadd contract float %83, %87, !dbg !27
  %89 = add nuw nsw i32 %82, 1, !dbg !28
  %90 = add i32 %84, 1, !dbg !21
  %91 = icmp eq i32 %90, %16, !dbg !21
  br i1 %91, label %109, label %81, !dbg !21, !llvm.loop !38

92:                                               ; preds = %46, %9
  %93 = phi float [ poison, %9 ], [ %72, %46 ]
  %94 = phi i32 [ 0, %9 ], [ %73, %46 ]
  %95 = phi float [ 0.000000e+00, %9 ], [ %72, %46 ]
  %96 = icmp eq i32 %10, 0, !dbg !20
  br i1 %96, label %109, label %97, !dbg !20

97:                                               ; preds = %92, %97
  %98 = phi i32 [ %106, %97 ], [ %94, %92 ]
  %99 = phi float [ %105, %97 ], [ %95, %92 ]
  %100 = phi i32 [ %107, %97 ], [ 0, %92 ]
  %101 = zext nneg i32 %98 to i64, !dbg !32
  %102 = getelementptr inbounds float, ptr %0, i64 %101, !dbg !32
  %103 = load float, ptr %102, align 4, !dbg !32, !tbaa !23
  %104 = fmul contract float %103, %103, !dbg !33
  %105 = fsub contract float %99, %104, !dbg !34
  %106 = add nuw nsw i32 %98, 1, !dbg !35
  %107 = add i32 %100, 1, !dbg !20
  %108 = icmp eq i32 %107, %10, !dbg !20
  br i1 %108, label %109, label %97, !dbg !20, !llvm.loop !40

109:                                              ; preds = %92, %97, %76, %81, %8, %14
  %110 = phi float [ 0.000000e+00, %14 ], [ 0.000000e+00, %8 ], [ %77, %76 ], [ %88, %81 ], [ %93, %92 ], [ %105, %97 ], !dbg !41
  %111 = zext nneg i32 %4 to i64, !dbg !42
  %112 = getelementptr inbounds float, ptr %1, i64 %111, !dbg !42
  store float %110, ptr %112, align 4, !dbg !43, !tbaa !23
  ret void, !dbg !44
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @uniform(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !45 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !46
  %5 = and i32 %4, 32, !dbg !48
  %6 = icmp eq i32 %5, 0, !dbg !48
  %7 = icmp sgt i32 %2, 0, !dbg !49
  br i1 %6, label %14, label %8, !dbg !50

8:                                                ; preds = %3
  br i1 %7, label %9, label %109, !dbg !51

9:                                                ; preds = %8
  %10 = and i32 %2, 3, !dbg !51
  %11 = icmp ult i32 %2, 4, !dbg !51
  br i1 %11, label %92, label %12, !dbg !51

12:                                               ; preds = %9
  %13 = and i32 %2, 2147483644, !dbg !51
  br label %46, !dbg !51

14:                                               ; preds = %3
  br i1 %7, label %15, label %109, !dbg !52

15:                                               ; preds = %14
  %16 = and i32 %2, 3, !dbg !52
  %17 = icmp ult i32 %2, 4, !dbg !52
  br i1 %17, label %76, label %18, !dbg !52

18:                                               ; preds = %15
  %19 = and i32 %2, 2147483644, !dbg !52
  br label %20, !dbg !52

20:                                               ; preds = %20, %18
  %21 = phi i32 [ 0, %18 ], [ %43, %20 ]
  %22 = phi float [ 0.000000e+00, %18 ], [ %42, %20 ]
  %23 = phi i32 [ 0, %18 ], [ %44, %20 ]
  %24 = zext nneg i32 %21 to i64, !dbg !53
  %25 = getelementptr inbounds float, ptr %0, i64 %24, !dbg !53
  %26 = load float, ptr %25, align 4, !dbg !53, !tbaa !23
  %27 = fadd contract float %22, %26, !dbg !54
  %28 = or disjoint i32 %21, 1, !dbg !55
  %29 = zext nneg i32 %28 to i64, !dbg !53
  %30 = getelementptr inbounds float, ptr %0, i64 %29, !dbg !53
  %31 = load float, ptr %30, align 4, !dbg !53, !tbaa !23
  %32 = fadd contract float %27, %31, !dbg !54
  %33 = or disjoint i32 %21, 2, !dbg !55
  %34 = zext nneg i32 %33 to i64, !dbg !53
  %35 = getelementptr inbounds float, ptr %0, i64 %34, !dbg !53
  %36 = load float, ptr %35, align 4, !dbg !53, !tbaa !23
  %37 = fadd contract float %32, %36, !dbg !54
  %38 = or disjoint i32 %21, 3, !dbg !55
  %39 = zext nneg i32 %38 to i64, !dbg !53
  %40 = getelementptr inbounds float, ptr %0, i64 %39, !dbg !53
  %41 = load float, ptr %40, align 4, !dbg !53, !tbaa !23
  %42 = fadd contract float %37, %41, !dbg !54
  %43 = add nuw nsw i32 %21, 4, !dbg !55
  %44 = add i32 %23, 4, !dbg !52
  %45 = icmp eq i32 %44, %19, !dbg !52
  br i1 %45, label %76, label %20, !dbg !52, !llvm.loop !56

46:                                               ; preds = %46, %12
  %47 = phi i32 [ 0, %12 ], [ %73, %46 ]
  %48 = phi float [ 0.000000e+00, %12 ], [ %72, %46 ]
  %49 = phi i32 [ 0, %12 ], [ %74, %46 ]
  %50 = zext nneg i32 %47 to i64, !dbg !58
  %51 = getelementptr inbounds float, ptr %0, i64 %50, !dbg !58
  %52 = load float, ptr %51, align 4, !dbg !58, !tbaa !23
  %53 = fmul contract float %52, %52, !dbg !59
  %54 = fsub contract float %48, %53, !dbg !60
  %55 = or disjoint i32 %47, 1, !dbg !61
  %56 = zext nneg i32 %55 to i64, !dbg !58
  %57 = getelementptr inbounds float, ptr %0, i64 %56, !dbg !58
  %58 = load float, ptr %57, align 4, !dbg !58, !tbaa !23
  %59 = fmul contract float %58, %58, !dbg !59
  %60 = fsub contract float %54, %59, !dbg !60
  %61 = or disjoint i32 %47, 2, !dbg !61
  %62 = zext nneg i32 %61 to i64, !dbg !58
  %63 = getelementptr inbounds float, ptr %0, i64 %62, !dbg !58
  %64 = load float, ptr %63, align 4, !dbg !58, !tbaa !23
  %65 = fmul contract float %64, %64, !dbg !59
  %66 = fsub contract float %60, %65, !dbg !60
  %67 = or disjoint i32 %47, 3, !dbg !61
  %68 = zext nneg i32 %67 to i64, !dbg !58
  %69 = getelementptr inbounds float, ptr %0, i64 %68, !dbg !58
  %70 = load float, ptr %69, align 4, !dbg !58, !tbaa !23
  %71 = fmul contract float %70, %70, !dbg !59
  %72 = fsub contract float %66, %71, !dbg !60
  %73 = add nuw nsw i32 %47, 4, !dbg !61
  %74 = add i32 %49, 4, !dbg !51
  %75 = icmp eq i32 %74, %13, !dbg !51
  br i1 %75, label %92, label %46, !dbg !51, !llvm.loop !62

76:                                               ; preds = %20, %15
  %77 = phi float [ poison, %15 ], [ %42, %20 ]
  %78 = phi i32 [ 0, %15 ], [ %43, %20 ]
  %79 = phi float [ 0.000000e+00, %15 ], [ %42, %20 ]
  %80 = icmp eq i32 %16, 0, !dbg !52
  br i1 %80, label %109, label %81, !dbg !52

81:                                               ; preds = %76, %81
  %82 = phi i32 [ %89, %81 ], [ %78, %76 ]
  %83 = phi float [ %88, %81 ], [ %79, %76 ]
  %84 = phi i32 [ %90, %81 ], [ 0, %76 ]
  %85 = zext nneg i32 %82 to i64, !dbg !53
  %86 = getelementptr inbounds float, ptr %0, i64 %85, !dbg !53
  %87 = load float, ptr %86, align 4, !dbg !53, !tbaa !23
  %88 = fadd contract float %83, %87, !dbg !54
  %89 = add nuw nsw i32 %82, 1, !dbg !55
  %90 = add i32 %84, 1, !dbg !52
  %91 = icmp eq i32 %90, %16, !dbg !52
  br i1 %91, label %109, label %81, !dbg !52, !llvm.loop !64

92:                                               ; preds = %46, %9
  %93 = phi float [ poison, %9 ], [ %72, %46 ]
  %94 = phi i32 [ 0, %9 ], [ %73, %46 ]
  %95 = phi float [ 0.000000e+00, %9 ], [ %72, %46 ]
  %96 = icmp eq i32 %10, 0, !dbg !51
  br i1 %96, label %109, label %97, !dbg !51

97:                                               ; preds = %92, %97
  %98 = phi i32 [ %106, %97 ], [ %94, %92 ]
  %99 = phi float [ %105, %97 ], [ %95, %92 ]
  %100 = phi i32 [ %107, %97 ], [ 0, %92 ]
  %101 = zext nneg i32 %98 to i64, !dbg !58
  %102 = getelementptr inbounds float, ptr %0, i64 %101, !dbg !58
  %103 = load float, ptr %102, align 4, !dbg !58, !tbaa !23
  %104 = fmul contract float %103, %103, !dbg !59
  %105 = fsub contract float %99, %104, !dbg !60
  %106 = add nuw nsw i32 %98, 1, !dbg !61
  %107 = add i32 %100, 1, !dbg !51
  %108 = icmp eq i32 %107, %10, !dbg !51
  br i1 %108, label %109, label %97, !dbg !51, !llvm.loop !65

109:                                              ; preds = %92, %97, %76, %81, %8, %14
  %110 = phi float [ 0.000000e+00, %14 ], [ 0.000000e+00, %8 ], [ %77, %76 ], [ %88, %81 ], [ %93, %92 ], [ %105, %97 ], !dbg !66
  %111 = zext nneg i32 %4 to i64, !dbg !67
  %112 = getelementptr inbounds float, ptr %1, i64 %111, !dbg !67
  store float %110, ptr %112, align 4, !dbg !68, !tbaa !23
  ret void, !dbg !69
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "divergence.cu", directory: ".")
!2 = !{ptr @divergent, !"kernel", i32 1}
!3 = !{ptr @uniform, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "divergent", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 57, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 57, type: !11, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./../../conformance/cases/cuda/cuda.h", directory: ".")
!16 = distinct !DILocation(line: 7, column: 11, scope: !10)
!17 = !DILocation(line: 9, column: 13, scope: !10)
!18 = !DILocation(line: 0, scope: !10)
!19 = !DILocation(line: 9, column: 7, scope: !10)
!20 = !DILocation(line: 13, column: 5, scope: !10)
!21 = !DILocation(line: 10, column: 5, scope: !10)
!22 = !DILocation(line: 11, column: 14, scope: !10)
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C++ TBAA"}
!27 = !DILocation(line: 11, column: 11, scope: !10)
!28 = !DILocation(line: 10, column: 28, scope: !10)
!29 = distinct !{!29, !21, !30, !31}
!30 = !DILocation(line: 11, column: 18, scope: !10)
!31 = !{!"llvm.loop.mustprogress"}
!32 = !DILocation(line: 14, column: 14, scope: !10)
!33 = !DILocation(line: 14, column: 20, scope: !10)
!34 = !DILocation(line: 14, column: 11, scope: !10)
!35 = !DILocation(line: 13, column: 28, scope: !10)
!36 = distinct !{!36, !20, !37, !31}
!37 = !DILocation(line: 14, column: 26, scope: !10)
!38 = distinct !{!38, !39}
!39 = !{!"llvm.loop.unroll.disable"}
!40 = distinct !{!40, !39}
!41 = !DILocation(line: 8, column: 9, scope: !10)
!42 = !DILocation(line: 16, column: 3, scope: !10)
!43 = !DILocation(line: 16, column: 10, scope: !10)
!44 = !DILocation(line: 17, column: 1, scope: !10)
!45 = distinct !DISubprogram(name: "uniform", scope: !1, file: !1, line: 19, type: !11, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DILocation(line: 57, column: 1, scope: !14, inlinedAt: !47)
!47 = distinct !DILocation(line: 20, column: 11, scope: !45)
!48 = !DILocation(line: 22, column: 20, scope: !45)
!49 = !DILocation(line: 0, scope: !45)
!50 = !DILocation(line: 22, column: 7, scope: !45)
!51 = !DILocation(line: 26, column: 5, scope: !45)
!52 = !DILocation(line: 23, column: 5, scope: !45)
!53 = !DILocation(line: 24, column: 14, scope: !45)
!54 = !DILocation(line: 24, column: 11, scope: !45)
!55 = !DILocation(line: 23, column: 28, scope: !45)
!56 = distinct !{!56, !52, !57, !31}
!57 = !DILocation(line: 24, column: 18, scope: !45)
!58 = !DILocation(line: 27, column: 14, scope: !45)
!59 = !DILocation(line: 27, column: 20, scope: !45)
!60 = !DILocation(line: 27, column: 11, scope: !45)
!61 = !DILocation(line: 26, column: 28, scope: !45)
!62 = distinct !{!62, !51, !63, !31}
!63 = !DILocation(line: 27, column: 26, scope: !45)
!64 = distinct !{!64, !39}
!65 = distinct !{!65, !39}
!66 = !DILocation(line: 21, column: 9, scope: !45)
!67 = !DILocation(line: 29, column: 3, scope: !45)
!68 = !DILocation(line: 29, column: 10, scope: !45)
!69 = !DILocation(line: 30, column: 1, scope: !45)
