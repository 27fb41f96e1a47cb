; ModuleID = 'shfl_fnptr.cu'
source_filename = "shfl_fnptr.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = dso_local addrspace(1) externally_initialized global [4 x ptr] [ptr @_Z2f0i, ptr @_Z2f1i, ptr @_Z2f2i, ptr @_Z2f3i], align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @table to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z2f0i(i32 noundef %0) #0 !dbg !9 {
  %2 = add nsw i32 %0, 1000, !dbg !12
  %3 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %2, i32 0, i32 31), !dbg !13
  ret i32 %3, !dbg !17
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z2f1i(i32 noundef %0) #0 !dbg !18 {
  %2 = shl nsw i32 %0, 1, !dbg !19
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %4 = and i32 %3, 31, !dbg !23
  %5 = xor i32 %4, 1, !dbg !23
  %6 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %2, i32 %5, i32 31), !dbg !24
  ret i32 %6, !dbg !26
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z2f2i(i32 noundef %0) #0 !dbg !27 {
  %2 = mul nsw i32 %0, 3, !dbg !28
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !29
  %4 = and i32 %3, 31, !dbg !31
  %5 = xor i32 %4, 31, !dbg !32
  %6 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %2, i32 %5, i32 31), !dbg !33
  ret i32 %6, !dbg !35
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef i32 @_Z2f3i(i32 noundef %0) #0 !dbg !36 {
  %2 = add nsw i32 %0, -7, !dbg !37
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !38
  %4 = add nuw nsw i32 %3, 5, !dbg !40
  %5 = and i32 %4, 31, !dbg !41
  %6 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %2, i32 %5, i32 31), !dbg !42
  ret i32 %6, !dbg !44
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @shfl_fnptr(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #1 !dbg !45 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !46
  %5 = zext nneg i32 %4 to i64, !dbg !48
  %6 = getelementptr inbounds i32, ptr %0, i64 %5, !dbg !48
  %7 = load i32, ptr %6, align 4, !dbg !48, !tbaa !49
  %8 = and i32 %7, 3, !dbg !53
  %9 = zext nneg i32 %8 to i64, !dbg !54
  %10 = getelementptr inbounds [4 x ptr], ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 0, i64 %9, !dbg !54
  %11 = load ptr, ptr %10, align 8, !dbg !54, !tbaa !55
  %12 = getelementptr inbounds i32, ptr %1, i64 %5, !dbg !57
  %13 = load i32, ptr %12, align 4, !dbg !57, !tbaa !49
  %14 = tail call noundef i32 %11(i32 noundef %13) #4, !dbg !58
  %15 = getelementptr inbounds i32, ptr %2, i64 %5, !dbg !59
  store i32 %14, ptr %15, align 4, !dbg !60, !tbaa !49
  ret void, !dbg !61
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shfl_fnptr.cu", directory: ".")
!2 = !{ptr @shfl_fnptr, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "f0", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 10, column: 73, scope: !9)
!13 = !DILocation(line: 107, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__shfl_sync", scope: !15, file: !15, line: 107, type: !10, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!16 = distinct !DILocation(line: 10, column: 48, scope: !9)
!17 = !DILocation(line: 10, column: 41, scope: !9)
!18 = distinct !DISubprogram(name: "f1", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocation(line: 11, column: 73, scope: !18)
!20 = !DILocation(line: 57, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = distinct !DILocation(line: 11, column: 79, scope: !18)
!23 = !DILocation(line: 11, column: 96, scope: !18)
!24 = !DILocation(line: 107, column: 1, scope: !14, inlinedAt: !25)
!25 = distinct !DILocation(line: 11, column: 48, scope: !18)
!26 = !DILocation(line: 11, column: 41, scope: !18)
!27 = distinct !DISubprogram(name: "f2", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = !DILocation(line: 12, column: 73, scope: !27)
!29 = !DILocation(line: 57, column: 1, scope: !21, inlinedAt: !30)
!30 = distinct !DILocation(line: 12, column: 84, scope: !27)
!31 = !DILocation(line: 12, column: 96, scope: !27)
!32 = !DILocation(line: 12, column: 81, scope: !27)
!33 = !DILocation(line: 107, column: 1, scope: !14, inlinedAt: !34)
!34 = distinct !DILocation(line: 12, column: 48, scope: !27)
!35 = !DILocation(line: 12, column: 41, scope: !27)
!36 = distinct !DISubprogram(name: "f3", scope: !1, file: !1, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!37 = !DILocation(line: 13, column: 73, scope: !36)
!38 = !DILocation(line: 57, column: 1, scope: !21, inlinedAt: !39)
!39 = distinct !DILocation(line: 13, column: 79, scope: !36)
!40 = !DILocation(line: 13, column: 91, scope: !36)
!41 = !DILocation(line: 13, column: 96, scope: !36)
!42 = !DILocation(line: 107, column: 1, scope: !14, inlinedAt: !43)
!43 = distinct !DILocation(line: 13, column: 48, scope: !36)
!44 = !DILocation(line: 13, column: 41, scope: !36)
!45 = distinct !DISubprogram(name: "shfl_fnptr", scope: !1, file: !1, line: 17, type: !10, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DILocation(line: 57, column: 1, scope: !21, inlinedAt: !47)
!47 = distinct !DILocation(line: 18, column: 14, scope: !45)
!48 = !DILocation(line: 19, column: 21, scope: !45)
!49 = !{!50, !50, i64 0}
!50 = !{!"int", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C++ TBAA"}
!53 = !DILocation(line: 19, column: 31, scope: !45)
!54 = !DILocation(line: 19, column: 15, scope: !45)
!55 = !{!56, !56, i64 0}
!56 = !{!"any pointer", !51, i64 0}
!57 = !DILocation(line: 20, column: 17, scope: !45)
!58 = !DILocation(line: 20, column: 15, scope: !45)
!59 = !DILocation(line: 20, column: 3, scope: !45)
!60 = !DILocation(line: 20, column: 13, scope: !45)
!61 = !DILocation(line: 21, column: 1, scope: !45)
