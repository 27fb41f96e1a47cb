; ModuleID = 'bank_conflicts.cu'
source_filename = "bank_conflicts.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19transpose_conflictsE4tile = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ16transpose_paddedE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @transpose_conflicts(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !10 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !17
  %5 = shl nuw nsw i32 %4, 5, !dbg !20
  %6 = add nuw nsw i32 %5, %3, !dbg !21
  %7 = zext nneg i32 %6 to i64, !dbg !22
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !22
  %9 = load float, ptr %8, align 4, !dbg !22, !tbaa !23
  %10 = zext nneg i32 %4 to i64, !dbg !27
  %11 = zext nneg i32 %3 to i64, !dbg !27
  %12 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_conflictsE4tile to ptr), i64 0, i64 %10, i64 %11, !dbg !27
  store float %9, ptr %12, align 4, !dbg !28, !tbaa !23
  tail call void @llvm.nvvm.barrier0(), !dbg !29
  %13 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ19transpose_conflictsE4tile to ptr), i64 0, i64 %11, i64 %10, !dbg !30
  %14 = load float, ptr %13, align 4, !dbg !30, !tbaa !23
  %15 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !31
  store float %14, ptr %15, align 4, !dbg !32, !tbaa !23
  ret void, !dbg !33
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @transpose_padded(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !34 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !35
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !37
  %5 = shl nuw nsw i32 %4, 5, !dbg !39
  %6 = add nuw nsw i32 %5, %3, !dbg !40
  %7 = zext nneg i32 %6 to i64, !dbg !41
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !41
  %9 = load float, ptr %8, align 4, !dbg !41, !tbaa !23
  %10 = zext nneg i32 %4 to i64, !dbg !42
  %11 = zext nneg i32 %3 to i64, !dbg !42
  %12 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_paddedE4tile to ptr), i64 0, i64 %10, i64 %11, !dbg !42
  store float %9, ptr %12, align 4, !dbg !43, !tbaa !23
  tail call void @llvm.nvvm.barrier0(), !dbg !44
  %13 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_paddedE4tile to ptr), i64 0, i64 %11, i64 %10, !dbg !45
  %14 = load float, ptr %13, align 4, !dbg !45, !tbaa !23
  %15 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !46
  store float %14, ptr %15, align 4, !dbg !47, !tbaa !23
  ret void, !dbg !48
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bank_conflicts.cu", directory: ".")
!2 = !{ptr @transpose_conflicts, !"kernel", i32 1}
!3 = !{ptr @transpose_padded, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "transpose_conflicts", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 57, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 57, type: !11, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./../../conformance/cases/cuda/cuda.h", directory: ".")
!16 = distinct !DILocation(line: 9, column: 11, scope: !10)
!17 = !DILocation(line: 57, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "getY", scope: !15, file: !15, line: 57, type: !11, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 9, column: 28, scope: !10)
!20 = !DILocation(line: 10, column: 21, scope: !10)
!21 = !DILocation(line: 10, column: 25, scope: !10)
!22 = !DILocation(line: 10, column: 16, scope: !10)
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C++ TBAA"}
!27 = !DILocation(line: 10, column: 3, scope: !10)
!28 = !DILocation(line: 10, column: 14, scope: !10)
!29 = !DILocation(line: 11, column: 3, scope: !10)
!30 = !DILocation(line: 12, column: 20, scope: !10)
!31 = !DILocation(line: 12, column: 3, scope: !10)
!32 = !DILocation(line: 12, column: 18, scope: !10)
!33 = !DILocation(line: 13, column: 1, scope: !10)
!34 = distinct !DISubprogram(name: "transpose_padded", scope: !1, file: !1, line: 15, type: !11, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = !DILocation(line: 57, column: 1, scope: !14, inlinedAt: !36)
!36 = distinct !DILocation(line: 17, column: 11, scope: !34)
!37 = !DILocation(line: 57, column: 1, scope: !18, inlinedAt: !38)
!38 = distinct !DILocation(line: 17, column: 28, scope: !34)
!39 = !DILocation(line: 18, column: 21, scope: !34)
!40 = !DILocation(line: 18, column: 25, scope: !34)
!41 = !DILocation(line: 18, column: 16, scope: !34)
!42 = !DILocation(line: 18, column: 3, scope: !34)
!43 = !DILocation(line: 18, column: 14, scope: !34)
!44 = !DILocation(line: 19, column: 3, scope: !34)
!45 = !DILocation(line: 20, column: 20, scope: !34)
!46 = !DILocation(line: 20, column: 3, scope: !34)
!47 = !DILocation(line: 20, column: 18, scope: !34)
!48 = !DILocation(line: 21, column: 1, scope: !34)
