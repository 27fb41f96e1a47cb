; ModuleID = 'struct_field_unset.cu'
source_filename = "struct_field_unset.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Particle = type { i32, i8, i32, i32 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @init_particles(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !10 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %5 = mul i32 %3, %4, !dbg !20
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %7 = add i32 %5, %6, !dbg !24
  %8 = sext i32 %7 to i64, !dbg !25
  %9 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !25
  %10 = load i32, ptr %9, align 4, !dbg !25, !tbaa !26
  %11 = getelementptr inbounds %struct.Particle, ptr %0, i64 %8, !dbg !30
  store i32 %10, ptr %11, align 4, !dbg !31, !tbaa !32
  %12 = getelementptr inbounds i8, ptr %11, i64 4, !dbg !34
  store i8 112, ptr %12, align 4, !dbg !35, !tbaa !36
  %13 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !37
  store i32 1, ptr %13, align 4, !dbg !38, !tbaa !39
  %14 = getelementptr inbounds i8, ptr %11, i64 12, !dbg !40
  store i32 2, ptr %14, align 4, !dbg !41, !tbaa !42
  ret void, !dbg !43
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @momentum(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !44 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !45
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !47
  %5 = mul i32 %3, %4, !dbg !49
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !50
  %7 = add i32 %5, %6, !dbg !52
  %8 = sext i32 %7 to i64, !dbg !53
  %9 = getelementptr inbounds %struct.Particle, ptr %0, i64 %8, !dbg !53
  %10 = load i32, ptr %9, align 4, !dbg !53, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %9, i64 4, !dbg !53
  %12 = load i8, ptr %11, align 4, !dbg !53, !tbaa !54
  %13 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !53
  %14 = load i32, ptr %13, align 4, !dbg !53, !tbaa !26
  %15 = getelementptr inbounds i8, ptr %9, i64 12, !dbg !53
  %16 = load i32, ptr %15, align 4, !dbg !53, !tbaa !26
  %17 = mul nsw i32 %16, %14, !dbg !55
  %18 = icmp eq i8 %12, 112, !dbg !56
  %19 = zext i1 %18 to i32, !dbg !57
  %20 = add i32 %10, %19, !dbg !58
  %21 = add i32 %20, %17, !dbg !59
  %22 = getelementptr inbounds i32, ptr %1, i64 %8, !dbg !60
  store i32 %21, ptr %22, align 4, !dbg !61, !tbaa !26
  ret void, !dbg !62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_field_unset.cu", directory: ".")
!2 = !{ptr @init_particles, !"kernel", i32 1}
!3 = !{ptr @momentum, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "init_particles", scope: !1, file: !1, line: 12, type: !11, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!16 = distinct !DILocation(line: 13, column: 11, scope: !10)
!17 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = distinct !DILocation(line: 13, column: 24, scope: !10)
!20 = !DILocation(line: 13, column: 22, scope: !10)
!21 = !DILocation(line: 57, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 57, type: !11, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 13, column: 37, scope: !10)
!24 = !DILocation(line: 13, column: 35, scope: !10)
!25 = !DILocation(line: 14, column: 15, scope: !10)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 14, column: 3, scope: !10)
!31 = !DILocation(line: 14, column: 13, scope: !10)
!32 = !{!33, !27, i64 0}
!33 = !{!"_ZTS8Particle", !27, i64 0, !28, i64 4, !27, i64 8, !27, i64 12}
!34 = !DILocation(line: 15, column: 9, scope: !10)
!35 = !DILocation(line: 15, column: 14, scope: !10)
!36 = !{!33, !28, i64 4}
!37 = !DILocation(line: 16, column: 9, scope: !10)
!38 = !DILocation(line: 16, column: 13, scope: !10)
!39 = !{!33, !27, i64 8}
!40 = !DILocation(line: 18, column: 9, scope: !10)
!41 = !DILocation(line: 18, column: 14, scope: !10)
!42 = !{!33, !27, i64 12}
!43 = !DILocation(line: 20, column: 1, scope: !10)
!44 = distinct !DISubprogram(name: "momentum", scope: !1, file: !1, line: 21, type: !11, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !46)
!46 = distinct !DILocation(line: 22, column: 11, scope: !44)
!47 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !48)
!48 = distinct !DILocation(line: 22, column: 24, scope: !44)
!49 = !DILocation(line: 22, column: 22, scope: !44)
!50 = !DILocation(line: 57, column: 1, scope: !22, inlinedAt: !51)
!51 = distinct !DILocation(line: 22, column: 37, scope: !44)
!52 = !DILocation(line: 22, column: 35, scope: !44)
!53 = !DILocation(line: 23, column: 16, scope: !44)
!54 = !{!28, !28, i64 0}
!55 = !DILocation(line: 24, column: 19, scope: !44)
!56 = !DILocation(line: 24, column: 45, scope: !44)
!57 = !DILocation(line: 24, column: 37, scope: !44)
!58 = !DILocation(line: 24, column: 27, scope: !44)
!59 = !DILocation(line: 24, column: 35, scope: !44)
!60 = !DILocation(line: 24, column: 3, scope: !44)
!61 = !DILocation(line: 24, column: 10, scope: !44)
!62 = !DILocation(line: 25, column: 1, scope: !44)
