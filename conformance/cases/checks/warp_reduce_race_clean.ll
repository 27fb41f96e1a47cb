; ModuleID = 'warp_reduce_race.cu'
source_filename = "warp_reduce_race.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8reduce64E1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce64(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = zext nneg i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !16
  %6 = load i32, ptr %5, align 4, !dbg !16, !tbaa !17
  %7 = getelementptr [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %4, !dbg !21
  store i32 %6, ptr %7, align 4, !dbg !22, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !23
  %8 = icmp ult i32 %3, 32, !dbg !24
  br i1 %8, label %9, label %34, !dbg !25

9:                                                ; preds = %2
  %10 = getelementptr i8, ptr %7, i64 128, !dbg !26
  %11 = load volatile i32, ptr %10, align 4, !dbg !26, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !27
  %12 = load volatile i32, ptr %7, align 4, !dbg !30, !tbaa !17
  %13 = add nsw i32 %12, %11, !dbg !30
  store volatile i32 %13, ptr %7, align 4, !dbg !30, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !31
  %14 = getelementptr i8, ptr %7, i64 64, !dbg !33
  %15 = load volatile i32, ptr %14, align 4, !dbg !33, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !34
  %16 = load volatile i32, ptr %7, align 4, !dbg !36, !tbaa !17
  %17 = add nsw i32 %16, %15, !dbg !36
  store volatile i32 %17, ptr %7, align 4, !dbg !36, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !37
  %18 = getelementptr i8, ptr %7, i64 32, !dbg !39
  %19 = load volatile i32, ptr %18, align 4, !dbg !39, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !40
  %20 = load volatile i32, ptr %7, align 4, !dbg !42, !tbaa !17
  %21 = add nsw i32 %20, %19, !dbg !42
  store volatile i32 %21, ptr %7, align 4, !dbg !42, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !43
  %22 = getelementptr i8, ptr %7, i64 16, !dbg !45
  %23 = load volatile i32, ptr %22, align 4, !dbg !45, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !46
  %24 = load volatile i32, ptr %7, align 4, !dbg !48, !tbaa !17
  %25 = add nsw i32 %24, %23, !dbg !48
  store volatile i32 %25, ptr %7, align 4, !dbg !48, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !49
  %26 = getelementptr i8, ptr %7, i64 8, !dbg !51
  %27 = load volatile i32, ptr %26, align 4, !dbg !51, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !52
  %28 = load volatile i32, ptr %7, align 4, !dbg !54, !tbaa !17
  %29 = add nsw i32 %28, %27, !dbg !54
  store volatile i32 %29, ptr %7, align 4, !dbg !54, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !55
  %30 = getelementptr i8, ptr %7, i64 4, !dbg !57
  %31 = load volatile i32, ptr %30, align 4, !dbg !57, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !58
  %32 = load volatile i32, ptr %7, align 4, !dbg !60, !tbaa !17
  %33 = add nsw i32 %32, %31, !dbg !60
  store volatile i32 %33, ptr %7, align 4, !dbg !60, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !61
  br label %34, !dbg !63

34:                                               ; preds = %9, %2
  %35 = icmp eq i32 %3, 0, !dbg !64
  br i1 %35, label %36, label %41, !dbg !65

36:                                               ; preds = %34
  %37 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %1, i64 %38
  %40 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), align 4, !dbg !66, !tbaa !17
  store i32 %40, ptr %39, align 4, !dbg !67, !tbaa !17
  br label %41, !dbg !68

41:                                               ; preds = %36, %34
  ret void, !dbg !69
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp_reduce_race.cu", directory: ".")
!2 = !{ptr @reduce64, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "reduce64", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 13, scope: !9)
!16 = !DILocation(line: 10, column: 12, scope: !9)
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !19, i64 0}
!19 = !{!"omnipotent char", !20, i64 0}
!20 = !{!"Simple C++ TBAA"}
!21 = !DILocation(line: 10, column: 3, scope: !9)
!22 = !DILocation(line: 10, column: 10, scope: !9)
!23 = !DILocation(line: 11, column: 3, scope: !9)
!24 = !DILocation(line: 12, column: 11, scope: !9)
!25 = !DILocation(line: 12, column: 7, scope: !9)
!26 = !DILocation(line: 16, column: 9, scope: !9)
!27 = !DILocation(line: 76, column: 56, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = distinct !DILocation(line: 16, column: 23, scope: !9)
!30 = !DILocation(line: 16, column: 45, scope: !9)
!31 = !DILocation(line: 76, column: 56, scope: !28, inlinedAt: !32)
!32 = distinct !DILocation(line: 16, column: 51, scope: !9)
!33 = !DILocation(line: 17, column: 9, scope: !9)
!34 = !DILocation(line: 76, column: 56, scope: !28, inlinedAt: !35)
!35 = distinct !DILocation(line: 17, column: 23, scope: !9)
!36 = !DILocation(line: 17, column: 45, scope: !9)
!37 = !DILocation(line: 76, column: 56, scope: !28, inlinedAt: !38)
!38 = distinct !DILocation(line: 17, column: 51, scope: !9)
!39 = !DILocation(line: 18, column: 9, scope: !9)
!40 = !DILocation(line: 76, column: 56, scope: !28, inlinedAt: !41)
!41 = distinct !DILocation(line: 18, column: 22, scope: !9)
!42 = !DILocation(line: 18, column: 44, scope: !9)
!43 = !DILocation(line: 76, column: 56, scope: !28, inlinedAt: !44)
!44 = distinct !DILocation(line: 18, column: 50, scope: !9)
!45 = !DILocation(line: 19, column: 9, scope: !9)
!46 = !DILocation(line: 76, column: 56, scope: !28, inlinedAt: !47)
!47 = distinct !DILocation(line: 19, column: 22, scope: !9)
!48 = !DILocation(line: 19, column: 44, scope: !9)
!49 = !DILocation(line: 76, column: 56, scope: !28, inlinedAt: !50)
!50 = distinct !DILocation(line: 19, column: 50, scope: !9)
!51 = !DILocation(line: 20, column: 9, scope: !9)
!52 = !DILocation(line: 76, column: 56, scope: !28, inlinedAt: !53)
!53 = distinct !DILocation(line: 20, column: 22, scope: !9)
!54 = !DILocation(line: 20, column: 44, scope: !9)
!55 = !DILocation(line: 76, column: 56, scope: !28, inlinedAt: !56)
!56 = distinct !DILocation(line: 20, column: 50, scope: !9)
!57 = !DILocation(line: 21, column: 9, scope: !9)
!58 = !DILocation(line: 76, column: 56, scope: !28, inlinedAt: !59)
!59 = distinct !DILocation(line: 21, column: 22, scope: !9)
!60 = !DILocation(line: 21, column: 44, scope: !9)
!61 = !DILocation(line: 76, column: 56, scope: !28, inlinedAt: !62)
!62 = distinct !DILocation(line: 21, column: 50, scope: !9)
!63 = !DILocation(line: 30, column: 3, scope: !9)
!64 = !DILocation(line: 31, column: 11, scope: !9)
!65 = !DILocation(line: 31, column: 7, scope: !9)
!66 = !DILocation(line: 32, column: 23, scope: !9)
!67 = !DILocation(line: 32, column: 21, scope: !9)
!68 = !DILocation(line: 32, column: 5, scope: !9)
!69 = !DILocation(line: 33, column: 1, scope: !9)
