; ModuleID = 'if_else_barriers.cu'
source_filename = "if_else_barriers.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15produce_consumeE1s = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @produce_consume(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %4 = icmp ult i32 %3, 32, !dbg !16
  br i1 %4, label %5, label %11, !dbg !17

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64, !dbg !18
  %7 = getelementptr inbounds i32, ptr %0, i64 %6, !dbg !18
  %8 = load i32, ptr %7, align 4, !dbg !18, !tbaa !19
  %9 = shl nsw i32 %8, 1, !dbg !23
  %10 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15produce_consumeE1s to ptr), i64 0, i64 %6, !dbg !24
  store i32 %9, ptr %10, align 4, !dbg !25, !tbaa !19
  tail call void @llvm.nvvm.barrier0(), !dbg !26
  br label %18, !dbg !27

11:                                               ; preds = %2
  tail call void @llvm.nvvm.barrier0(), !dbg !28
  %12 = add nsw i32 %3, -32, !dbg !29
  %13 = zext nneg i32 %12 to i64, !dbg !30
  %14 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15produce_consumeE1s to ptr), i64 0, i64 %13, !dbg !30
  %15 = load i32, ptr %14, align 4, !dbg !30, !tbaa !19
  %16 = add nsw i32 %15, 1, !dbg !31
  %17 = getelementptr inbounds i32, ptr %1, i64 %13, !dbg !32
  store i32 %16, ptr %17, align 4, !dbg !33, !tbaa !19
  br label %18

18:                                               ; preds = %11, %5
  ret void, !dbg !34
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "if_else_barriers.cu", directory: ".")
!2 = !{ptr @produce_consume, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "produce_consume", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 16, column: 9, scope: !9)
!17 = !DILocation(line: 16, column: 7, scope: !9)
!18 = !DILocation(line: 17, column: 16, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 17, column: 14, scope: !9)
!24 = !DILocation(line: 17, column: 5, scope: !9)
!25 = !DILocation(line: 17, column: 10, scope: !9)
!26 = !DILocation(line: 18, column: 5, scope: !9)
!27 = !DILocation(line: 19, column: 3, scope: !9)
!28 = !DILocation(line: 20, column: 5, scope: !9)
!29 = !DILocation(line: 21, column: 23, scope: !9)
!30 = !DILocation(line: 21, column: 19, scope: !9)
!31 = !DILocation(line: 21, column: 29, scope: !9)
!32 = !DILocation(line: 21, column: 5, scope: !9)
!33 = !DILocation(line: 21, column: 17, scope: !9)
!34 = !DILocation(line: 24, column: 1, scope: !9)
