; ModuleID = 'match_any_paths.cu'
source_filename = "match_any_paths.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z7match_ai(i32 noundef %0) #0 !dbg !9 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  %5 = load i32, ptr %4, align 4, !dbg !12
  store i32 -1, ptr %2, align 4
  store i32 %5, ptr %3, align 4
  %6 = load i32, ptr %2, align 4, !dbg !13
  %7 = load i32, ptr %3, align 4, !dbg !17
  %8 = call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 %6, i32 %7), !dbg !18
  ret i32 %8, !dbg !19
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z7match_bi(i32 noundef %0) #0 !dbg !20 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  %5 = load i32, ptr %4, align 4, !dbg !21
  %6 = add nsw i32 %5, 10, !dbg !22
  store i32 -1, ptr %2, align 4
  store i32 %6, ptr %3, align 4
  %7 = load i32, ptr %2, align 4, !dbg !23
  %8 = load i32, ptr %3, align 4, !dbg !25
  %9 = call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 %7, i32 %8), !dbg !26
  ret i32 %9, !dbg !27
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @match_any_paths(ptr noundef %0, ptr noundef %1) #1 !dbg !28 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaThreadIdx, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !29
  store i32 %9, ptr %5, align 4, !dbg !33
  %10 = load ptr, ptr %3, align 8, !dbg !34
  %11 = load i32, ptr %5, align 4, !dbg !35
  %12 = sext i32 %11 to i64, !dbg !34
  %13 = getelementptr inbounds i32, ptr %10, i64 %12, !dbg !34
  %14 = load i32, ptr %13, align 4, !dbg !34
  store i32 %14, ptr %7, align 4, !dbg !36
  %15 = load i32, ptr %5, align 4, !dbg !37
  %16 = srem i32 %15, 3, !dbg !38
  %17 = icmp eq i32 %16, 0, !dbg !39
  br i1 %17, label %18, label %21, !dbg !37

18:                                               ; preds = %2
  %19 = load i32, ptr %7, align 4, !dbg !40
  %20 = call noundef i32 @_Z7match_ai(i32 noundef %19) #4, !dbg !41
  store i32 %20, ptr %8, align 4, !dbg !42
  br label %24, !dbg !43

21:                                               ; preds = %2
  %22 = load i32, ptr %7, align 4, !dbg !44
  %23 = call noundef i32 @_Z7match_bi(i32 noundef %22) #4, !dbg !45
  store i32 %23, ptr %8, align 4, !dbg !46
  br label %24

24:                                               ; preds = %21, %18
  %25 = load i32, ptr %8, align 4, !dbg !47
  %26 = load ptr, ptr %4, align 8, !dbg !48
  %27 = load i32, ptr %5, align 4, !dbg !49
  %28 = sext i32 %27 to i64, !dbg !48
  %29 = getelementptr inbounds i32, ptr %26, i64 %28, !dbg !48
  store i32 %25, ptr %29, align 4, !dbg !50
  ret void, !dbg !51
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "match_any_paths.cu", directory: ".")
!2 = !{ptr @match_any_paths, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "match_a", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 7, column: 88, scope: !9)
!13 = !DILocation(line: 10, column: 36, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__match_any_sync", scope: !15, file: !15, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!15 = !DIFile(filename: "./its.h", directory: ".")
!16 = distinct !DILocation(line: 7, column: 60, scope: !9)
!17 = !DILocation(line: 10, column: 42, scope: !14, inlinedAt: !16)
!18 = !DILocation(line: 10, column: 10, scope: !14, inlinedAt: !16)
!19 = !DILocation(line: 7, column: 53, scope: !9)
!20 = distinct !DISubprogram(name: "match_b", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 8, column: 88, scope: !20)
!22 = !DILocation(line: 8, column: 92, scope: !20)
!23 = !DILocation(line: 10, column: 36, scope: !14, inlinedAt: !24)
!24 = distinct !DILocation(line: 8, column: 60, scope: !20)
!25 = !DILocation(line: 10, column: 42, scope: !14, inlinedAt: !24)
!26 = !DILocation(line: 10, column: 10, scope: !14, inlinedAt: !24)
!27 = !DILocation(line: 8, column: 53, scope: !20)
!28 = distinct !DISubprogram(name: "match_any_paths", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!29 = !DILocation(line: 57, column: 1, scope: !30, inlinedAt: !32)
!30 = distinct !DISubprogram(name: "getX", scope: !31, file: !31, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!31 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!32 = distinct !DILocation(line: 11, column: 14, scope: !28)
!33 = !DILocation(line: 11, column: 7, scope: !28)
!34 = !DILocation(line: 12, column: 13, scope: !28)
!35 = !DILocation(line: 12, column: 16, scope: !28)
!36 = !DILocation(line: 12, column: 7, scope: !28)
!37 = !DILocation(line: 14, column: 7, scope: !28)
!38 = !DILocation(line: 14, column: 12, scope: !28)
!39 = !DILocation(line: 14, column: 16, scope: !28)
!40 = !DILocation(line: 15, column: 17, scope: !28)
!41 = !DILocation(line: 15, column: 9, scope: !28)
!42 = !DILocation(line: 15, column: 7, scope: !28)
!43 = !DILocation(line: 15, column: 5, scope: !28)
!44 = !DILocation(line: 17, column: 17, scope: !28)
!45 = !DILocation(line: 17, column: 9, scope: !28)
!46 = !DILocation(line: 17, column: 7, scope: !28)
!47 = !DILocation(line: 18, column: 15, scope: !28)
!48 = !DILocation(line: 18, column: 3, scope: !28)
!49 = !DILocation(line: 18, column: 7, scope: !28)
!50 = !DILocation(line: 18, column: 13, scope: !28)
!51 = !DILocation(line: 19, column: 1, scope: !28)
