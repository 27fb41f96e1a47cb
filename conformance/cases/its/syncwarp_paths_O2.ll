; ModuleID = 'syncwarp_paths.cu'
source_filename = "syncwarp_paths.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14syncwarp_pathsE1s = internal unnamed_addr addrspace(3) global [2 x [32 x i32]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z6sync_av() local_unnamed_addr #0 !dbg !9 {
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !12
  ret void, !dbg !16
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z6sync_bv() local_unnamed_addr #0 !dbg !17 {
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !18
  ret void, !dbg !20
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @syncwarp_paths(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 !dbg !21 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !22
  %4 = and i32 %3, 1, !dbg !25
  %5 = icmp eq i32 %4, 0, !dbg !26
  %6 = zext nneg i32 %3 to i64, !dbg !27
  %7 = getelementptr inbounds i32, ptr %0, i64 %6, !dbg !27
  %8 = load i32, ptr %7, align 4, !dbg !27, !tbaa !28
  %9 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14syncwarp_pathsE1s to ptr), i64 0, i64 %6, !dbg !27
  br i1 %5, label %12, label %10, !dbg !26

10:                                               ; preds = %2
  %11 = mul nsw i32 %8, 3, !dbg !32
  store i32 %11, ptr %9, align 4, !dbg !33, !tbaa !28
  tail call void @_Z6sync_av() #4, !dbg !34
  br label %14, !dbg !35

12:                                               ; preds = %2
  %13 = add nsw i32 %8, 5, !dbg !36
  store i32 %13, ptr %9, align 4, !dbg !37, !tbaa !28
  tail call void @_Z6sync_bv() #4, !dbg !38
  br label %14

14:                                               ; preds = %12, %10
  %15 = add nuw nsw i32 %3, 1, !dbg !39
  %16 = and i32 %15, 31, !dbg !40
  %17 = zext nneg i32 %16 to i64, !dbg !41
  %18 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14syncwarp_pathsE1s to ptr), i64 0, i64 %17, !dbg !41
  %19 = load i32, ptr %18, align 4, !dbg !41, !tbaa !28
  %20 = getelementptr inbounds i32, ptr %1, i64 %6, !dbg !42
  store i32 %19, ptr %20, align 4, !dbg !43, !tbaa !28
  %21 = and i32 %3, 3
  br label %25, !dbg !44

22:                                               ; preds = %25
  %23 = icmp ult i32 %3, 20, !dbg !45
  %24 = getelementptr inbounds [32 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14syncwarp_pathsE1s to ptr), i64 128), i64 0, i64 %6, !dbg !27
  br i1 %23, label %36, label %38, !dbg !46

25:                                               ; preds = %14, %25
  %26 = phi i32 [ 0, %14 ], [ %34, %25 ]
  %27 = phi i32 [ 0, %14 ], [ %33, %25 ]
  %28 = add nuw nsw i32 %26, %3, !dbg !47
  %29 = and i32 %28, 31, !dbg !48
  %30 = zext nneg i32 %29 to i64, !dbg !49
  %31 = getelementptr inbounds i32, ptr %0, i64 %30, !dbg !49
  %32 = load i32, ptr %31, align 4, !dbg !49, !tbaa !28
  %33 = add nsw i32 %32, %27, !dbg !50
  %34 = add nuw nsw i32 %26, 1, !dbg !51
  %35 = icmp eq i32 %26, %21, !dbg !52
  br i1 %35, label %22, label %25, !dbg !44, !llvm.loop !53

36:                                               ; preds = %22
  %37 = mul nuw nsw i32 %3, %3, !dbg !56
  store i32 %37, ptr %24, align 4, !dbg !57, !tbaa !28
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !58
  br label %40, !dbg !60

38:                                               ; preds = %22
  %39 = sub nsw i32 0, %3, !dbg !61
  store i32 %39, ptr %24, align 4, !dbg !62, !tbaa !28
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !63
  br label %40

40:                                               ; preds = %38, %36
  %41 = sub nsw i32 31, %3, !dbg !65
  %42 = sext i32 %41 to i64, !dbg !66
  %43 = getelementptr inbounds [32 x i32], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14syncwarp_pathsE1s to ptr), i64 128), i64 0, i64 %42, !dbg !66
  %44 = load i32, ptr %43, align 4, !dbg !66, !tbaa !28
  %45 = add nsw i32 %44, %33, !dbg !67
  %46 = getelementptr i8, ptr %20, i64 128, !dbg !68
  store i32 %45, ptr %46, align 4, !dbg !69, !tbaa !28
  ret void, !dbg !70
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "syncwarp_paths.cu", directory: ".")
!2 = !{ptr @syncwarp_paths, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "sync_a", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 76, column: 56, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 12, column: 41, scope: !9)
!16 = !DILocation(line: 12, column: 55, scope: !9)
!17 = distinct !DISubprogram(name: "sync_b", scope: !1, file: !1, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = !DILocation(line: 76, column: 56, scope: !13, inlinedAt: !19)
!19 = distinct !DILocation(line: 13, column: 41, scope: !17)
!20 = !DILocation(line: 13, column: 55, scope: !17)
!21 = distinct !DISubprogram(name: "syncwarp_paths", scope: !1, file: !1, line: 15, type: !10, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = !DILocation(line: 57, column: 1, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 17, column: 14, scope: !21)
!25 = !DILocation(line: 18, column: 12, scope: !21)
!26 = !DILocation(line: 18, column: 7, scope: !21)
!27 = !DILocation(line: 0, scope: !21)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 19, column: 20, scope: !21)
!33 = !DILocation(line: 19, column: 16, scope: !21)
!34 = !DILocation(line: 20, column: 5, scope: !21)
!35 = !DILocation(line: 21, column: 3, scope: !21)
!36 = !DILocation(line: 22, column: 27, scope: !21)
!37 = !DILocation(line: 22, column: 16, scope: !21)
!38 = !DILocation(line: 23, column: 5, scope: !21)
!39 = !DILocation(line: 25, column: 26, scope: !21)
!40 = !DILocation(line: 25, column: 31, scope: !21)
!41 = !DILocation(line: 25, column: 15, scope: !21)
!42 = !DILocation(line: 25, column: 3, scope: !21)
!43 = !DILocation(line: 25, column: 13, scope: !21)
!44 = !DILocation(line: 28, column: 3, scope: !21)
!45 = !DILocation(line: 29, column: 12, scope: !21)
!46 = !DILocation(line: 29, column: 7, scope: !21)
!47 = !DILocation(line: 28, column: 55, scope: !21)
!48 = !DILocation(line: 28, column: 60, scope: !21)
!49 = !DILocation(line: 28, column: 46, scope: !21)
!50 = !DILocation(line: 28, column: 43, scope: !21)
!51 = !DILocation(line: 28, column: 34, scope: !21)
!52 = !DILocation(line: 28, column: 21, scope: !21)
!53 = distinct !{!53, !44, !54, !55}
!54 = !DILocation(line: 28, column: 64, scope: !21)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 30, column: 23, scope: !21)
!57 = !DILocation(line: 30, column: 16, scope: !21)
!58 = !DILocation(line: 76, column: 56, scope: !13, inlinedAt: !59)
!59 = distinct !DILocation(line: 31, column: 5, scope: !21)
!60 = !DILocation(line: 32, column: 3, scope: !21)
!61 = !DILocation(line: 33, column: 18, scope: !21)
!62 = !DILocation(line: 33, column: 16, scope: !21)
!63 = !DILocation(line: 76, column: 56, scope: !13, inlinedAt: !64)
!64 = distinct !DILocation(line: 34, column: 5, scope: !21)
!65 = !DILocation(line: 36, column: 28, scope: !21)
!66 = !DILocation(line: 36, column: 20, scope: !21)
!67 = !DILocation(line: 36, column: 36, scope: !21)
!68 = !DILocation(line: 36, column: 3, scope: !21)
!69 = !DILocation(line: 36, column: 18, scope: !21)
!70 = !DILocation(line: 37, column: 1, scope: !21)
