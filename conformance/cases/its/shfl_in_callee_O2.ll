; ModuleID = 'shfl_in_callee.cu'
source_filename = "shfl_in_callee.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z8add_nexti(i32 noundef %0) local_unnamed_addr #0 !dbg !9 {
  %2 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %0, i32 1, i32 31), !dbg !12
  %3 = add nsw i32 %2, %0, !dbg !16
  ret i32 %3, !dbg !17
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local void @k(ptr nocapture noundef writeonly %0) local_unnamed_addr #1 !dbg !18 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = and i32 %2, 1
  %4 = add nuw nsw i32 %3, 1, !dbg !19
  %5 = tail call noundef i32 @_Z8add_nexti(i32 noundef %4) #4, !dbg !20
  %6 = zext nneg i32 %2 to i64, !dbg !21
  %7 = getelementptr inbounds i32, ptr %0, i64 %6, !dbg !21
  store i32 %5, ptr %7, align 4, !dbg !22, !tbaa !23
  ret void, !dbg !27
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shfl_in_callee.cu", directory: ".")
!2 = !{ptr @k, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "add_next", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 109, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !14, file: !14, line: 109, type: !10, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 58, scope: !9)
!16 = !DILocation(line: 6, column: 56, scope: !9)
!17 = !DILocation(line: 6, column: 47, scope: !9)
!18 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocation(line: 9, column: 3, scope: !18)
!20 = !DILocation(line: 10, column: 22, scope: !18)
!21 = !DILocation(line: 10, column: 3, scope: !18)
!22 = !DILocation(line: 10, column: 20, scope: !18)
!23 = !{!24, !24, i64 0}
!24 = !{!"int", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C++ TBAA"}
!27 = !DILocation(line: 11, column: 1, scope: !18)
