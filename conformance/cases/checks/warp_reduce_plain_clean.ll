; ModuleID = 'warp_reduce_plain.cu'
source_filename = "warp_reduce_plain.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8reduce64E1s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce64(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = zext nneg i32 %3 to i64, !dbg !16
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !16
  %6 = load i32, ptr %5, align 4, !dbg !16, !tbaa !17
  %7 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %4, !dbg !21
  store i32 %6, ptr %7, align 4, !dbg !22, !tbaa !17
  tail call void @llvm.nvvm.barrier0(), !dbg !23
  %8 = icmp ult i32 %3, 32, !dbg !24
  br i1 %8, label %9, label %46, !dbg !25

9:                                                ; preds = %2
  %10 = or disjoint i32 %3, 32, !dbg !26
  %11 = zext nneg i32 %10 to i64, !dbg !27
  %12 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %11, !dbg !27
  %13 = load i32, ptr %12, align 4, !dbg !27, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !28
  %14 = load i32, ptr %7, align 4, !dbg !31, !tbaa !17
  %15 = add nsw i32 %14, %13, !dbg !31
  store i32 %15, ptr %7, align 4, !dbg !31, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !32
  %16 = add nuw nsw i32 %3, 16, !dbg !34
  %17 = zext nneg i32 %16 to i64, !dbg !35
  %18 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %17, !dbg !35
  %19 = load i32, ptr %18, align 4, !dbg !35, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !36
  %20 = load i32, ptr %7, align 4, !dbg !38, !tbaa !17
  %21 = add nsw i32 %20, %19, !dbg !38
  store i32 %21, ptr %7, align 4, !dbg !38, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !39
  %22 = add nuw nsw i32 %3, 8, !dbg !41
  %23 = zext nneg i32 %22 to i64, !dbg !42
  %24 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %23, !dbg !42
  %25 = load i32, ptr %24, align 4, !dbg !42, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !43
  %26 = load i32, ptr %7, align 4, !dbg !45, !tbaa !17
  %27 = add nsw i32 %26, %25, !dbg !45
  store i32 %27, ptr %7, align 4, !dbg !45, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !46
  %28 = add nuw nsw i32 %3, 4, !dbg !48
  %29 = zext nneg i32 %28 to i64, !dbg !49
  %30 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %29, !dbg !49
  %31 = load i32, ptr %30, align 4, !dbg !49, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !50
  %32 = load i32, ptr %7, align 4, !dbg !52, !tbaa !17
  %33 = add nsw i32 %32, %31, !dbg !52
  store i32 %33, ptr %7, align 4, !dbg !52, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !53
  %34 = add nuw nsw i32 %3, 2, !dbg !55
  %35 = zext nneg i32 %34 to i64, !dbg !56
  %36 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %35, !dbg !56
  %37 = load i32, ptr %36, align 4, !dbg !56, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !57
  %38 = load i32, ptr %7, align 4, !dbg !59, !tbaa !17
  %39 = add nsw i32 %38, %37, !dbg !59
  store i32 %39, ptr %7, align 4, !dbg !59, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !60
  %40 = add nuw nsw i32 %3, 1, !dbg !62
  %41 = zext nneg i32 %40 to i64, !dbg !63
  %42 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %41, !dbg !63
  %43 = load i32, ptr %42, align 4, !dbg !63, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !64
  %44 = load i32, ptr %7, align 4, !dbg !66, !tbaa !17
  %45 = add nsw i32 %44, %43, !dbg !66
  store i32 %45, ptr %7, align 4, !dbg !66, !tbaa !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1), !dbg !67
  br label %46, !dbg !69

46:                                               ; preds = %9, %2
  %47 = icmp eq i32 %3, 0, !dbg !70
  br i1 %47, label %48, label %53, !dbg !71

48:                                               ; preds = %46
  %49 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %1, i64 %50
  %52 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), align 4, !dbg !72, !tbaa !17
  store i32 %52, ptr %51, align 4, !dbg !73, !tbaa !17
  br label %53, !dbg !74

53:                                               ; preds = %48, %46
  ret void, !dbg !75
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
!1 = !DIFile(filename: "warp_reduce_plain.cu", directory: ".")
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
!26 = !DILocation(line: 15, column: 15, scope: !9)
!27 = !DILocation(line: 15, column: 9, scope: !9)
!28 = !DILocation(line: 76, column: 56, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = distinct !DILocation(line: 15, column: 22, scope: !9)
!31 = !DILocation(line: 15, column: 43, scope: !9)
!32 = !DILocation(line: 76, column: 56, scope: !29, inlinedAt: !33)
!33 = distinct !DILocation(line: 15, column: 49, scope: !9)
!34 = !DILocation(line: 16, column: 15, scope: !9)
!35 = !DILocation(line: 16, column: 9, scope: !9)
!36 = !DILocation(line: 76, column: 56, scope: !29, inlinedAt: !37)
!37 = distinct !DILocation(line: 16, column: 22, scope: !9)
!38 = !DILocation(line: 16, column: 43, scope: !9)
!39 = !DILocation(line: 76, column: 56, scope: !29, inlinedAt: !40)
!40 = distinct !DILocation(line: 16, column: 49, scope: !9)
!41 = !DILocation(line: 17, column: 15, scope: !9)
!42 = !DILocation(line: 17, column: 9, scope: !9)
!43 = !DILocation(line: 76, column: 56, scope: !29, inlinedAt: !44)
!44 = distinct !DILocation(line: 17, column: 21, scope: !9)
!45 = !DILocation(line: 17, column: 42, scope: !9)
!46 = !DILocation(line: 76, column: 56, scope: !29, inlinedAt: !47)
!47 = distinct !DILocation(line: 17, column: 48, scope: !9)
!48 = !DILocation(line: 18, column: 15, scope: !9)
!49 = !DILocation(line: 18, column: 9, scope: !9)
!50 = !DILocation(line: 76, column: 56, scope: !29, inlinedAt: !51)
!51 = distinct !DILocation(line: 18, column: 21, scope: !9)
!52 = !DILocation(line: 18, column: 42, scope: !9)
!53 = !DILocation(line: 76, column: 56, scope: !29, inlinedAt: !54)
!54 = distinct !DILocation(line: 18, column: 48, scope: !9)
!55 = !DILocation(line: 19, column: 15, scope: !9)
!56 = !DILocation(line: 19, column: 9, scope: !9)
!57 = !DILocation(line: 76, column: 56, scope: !29, inlinedAt: !58)
!58 = distinct !DILocation(line: 19, column: 21, scope: !9)
!59 = !DILocation(line: 19, column: 42, scope: !9)
!60 = !DILocation(line: 76, column: 56, scope: !29, inlinedAt: !61)
!61 = distinct !DILocation(line: 19, column: 48, scope: !9)
!62 = !DILocation(line: 20, column: 15, scope: !9)
!63 = !DILocation(line: 20, column: 9, scope: !9)
!64 = !DILocation(line: 76, column: 56, scope: !29, inlinedAt: !65)
!65 = distinct !DILocation(line: 20, column: 21, scope: !9)
!66 = !DILocation(line: 20, column: 42, scope: !9)
!67 = !DILocation(line: 76, column: 56, scope: !29, inlinedAt: !68)
!68 = distinct !DILocation(line: 20, column: 48, scope: !9)
!69 = !DILocation(line: 29, column: 3, scope: !9)
!70 = !DILocation(line: 30, column: 11, scope: !9)
!71 = !DILocation(line: 30, column: 7, scope: !9)
!72 = !DILocation(line: 31, column: 23, scope: !9)
!73 = !DILocation(line: 31, column: 21, scope: !9)
!74 = !DILocation(line: 31, column: 5, scope: !9)
!75 = !DILocation(line: 32, column: 1, scope: !9)
