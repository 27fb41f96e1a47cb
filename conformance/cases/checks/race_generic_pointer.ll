; ModuleID = 'race_generic_pointer.cu'
source_filename = "race_generic_pointer.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7reverseE1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z7load_atPKii(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 {
  %3 = sext i32 %1 to i64, !dbg !12
  %4 = getelementptr inbounds i32, ptr %0, i64 %3, !dbg !12
  %5 = load i32, ptr %4, align 4, !dbg !12, !tbaa !13
  ret i32 %5, !dbg !17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z8store_atPiii(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 !dbg !18 {
  %4 = sext i32 %1 to i64, !dbg !19
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !19
  store i32 %2, ptr %5, align 4, !dbg !20, !tbaa !13
  ret void, !dbg !21
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reverse(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #2 !dbg !22 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %4 = zext nneg i32 %3 to i64, !dbg !27
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !27
  %6 = load i32, ptr %5, align 4, !dbg !27, !tbaa !13
  tail call void @_Z8store_atPiii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ7reverseE1s to ptr), i32 noundef %3, i32 noundef %6) #5, !dbg !28
  tail call void @llvm.nvvm.barrier0(), !dbg !29
  %7 = sub nsw i32 63, %3, !dbg !30
  %8 = tail call noundef i32 @_Z7load_atPKii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ7reverseE1s to ptr), i32 noundef %7) #5, !dbg !31
  tail call void @_Z8store_atPiii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ7reverseE1s to ptr), i32 noundef %3, i32 noundef %8) #5, !dbg !32
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %9 = tail call noundef i32 @_Z7load_atPKii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ7reverseE1s to ptr), i32 noundef %3) #5, !dbg !34
  %10 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !35
  store i32 %9, ptr %10, align 4, !dbg !36, !tbaa !13
  ret void, !dbg !37
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race_generic_pointer.cu", directory: ".")
!2 = !{ptr @reverse, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "load_at", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 7, column: 10, scope: !9)
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !DILocation(line: 7, column: 3, scope: !9)
!18 = distinct !DISubprogram(name: "store_at", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocation(line: 11, column: 3, scope: !18)
!20 = !DILocation(line: 11, column: 8, scope: !18)
!21 = !DILocation(line: 12, column: 1, scope: !18)
!22 = distinct !DISubprogram(name: "reverse", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = !DILocation(line: 57, column: 1, scope: !24, inlinedAt: !26)
!24 = distinct !DISubprogram(name: "getX", scope: !25, file: !25, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!25 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!26 = distinct !DILocation(line: 16, column: 11, scope: !22)
!27 = !DILocation(line: 17, column: 18, scope: !22)
!28 = !DILocation(line: 17, column: 3, scope: !22)
!29 = !DILocation(line: 18, column: 3, scope: !22)
!30 = !DILocation(line: 19, column: 25, scope: !22)
!31 = !DILocation(line: 19, column: 11, scope: !22)
!32 = !DILocation(line: 23, column: 3, scope: !22)
!33 = !DILocation(line: 24, column: 3, scope: !22)
!34 = !DILocation(line: 25, column: 12, scope: !22)
!35 = !DILocation(line: 25, column: 3, scope: !22)
!36 = !DILocation(line: 25, column: 10, scope: !22)
!37 = !DILocation(line: 26, column: 1, scope: !22)
