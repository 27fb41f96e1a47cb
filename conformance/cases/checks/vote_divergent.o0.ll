; ModuleID = 'vote_divergent.cu'
source_filename = "vote_divergent.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @count_negatives(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.CudaThreadIdx, align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %13, ptr %9, align 4, !dbg !16
  %14 = load ptr, ptr %7, align 8, !dbg !17
  %15 = load i32, ptr %9, align 4, !dbg !18
  %16 = sext i32 %15 to i64, !dbg !17
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !17
  %18 = load i32, ptr %17, align 4, !dbg !17
  store i32 %18, ptr %11, align 4, !dbg !19
  store i32 0, ptr %12, align 4, !dbg !20
  %19 = load i32, ptr %9, align 4, !dbg !21
  %20 = icmp slt i32 %19, 20, !dbg !22
  br i1 %20, label %21, label %31, !dbg !21

21:                                               ; preds = %2
  %22 = load i32, ptr %11, align 4, !dbg !23
  %23 = icmp slt i32 %22, 0, !dbg !24
  %24 = zext i1 %23 to i32, !dbg !23
  store i32 -1, ptr %4, align 4
  store i32 %24, ptr %5, align 4
  %25 = load i32, ptr %4, align 4, !dbg !25
  %26 = load i32, ptr %5, align 4, !dbg !28
  %27 = icmp ne i32 %26, 0, !dbg !28
  %28 = call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %25, i1 %27), !dbg !29
  store i32 %28, ptr %6, align 4
  %29 = load i32, ptr %6, align 4, !dbg !30
  %30 = call noundef i32 @llvm.ctpop.i32(i32 %29), !dbg !33
  store i32 %30, ptr %12, align 4, !dbg !34
  br label %31, !dbg !35

31:                                               ; preds = %21, %2
  store i32 -1, ptr %3, align 4
  %32 = load i32, ptr %3, align 4, !dbg !36
  call void @llvm.nvvm.bar.warp.sync(i32 %32), !dbg !39
  %33 = load i32, ptr %12, align 4, !dbg !40
  %34 = load ptr, ptr %8, align 8, !dbg !41
  %35 = load i32, ptr %9, align 4, !dbg !42
  %36 = sext i32 %35 to i64, !dbg !41
  %37 = getelementptr inbounds i32, ptr %34, i64 %36, !dbg !41
  store i32 %33, ptr %37, align 4, !dbg !43
  ret void, !dbg !44
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vote_divergent.cu", directory: ".")
!2 = !{ptr @count_negatives, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "count_negatives", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 11, scope: !9)
!16 = !DILocation(line: 6, column: 7, scope: !9)
!17 = !DILocation(line: 7, column: 11, scope: !9)
!18 = !DILocation(line: 7, column: 14, scope: !9)
!19 = !DILocation(line: 7, column: 7, scope: !9)
!20 = !DILocation(line: 11, column: 7, scope: !9)
!21 = !DILocation(line: 12, column: 7, scope: !9)
!22 = !DILocation(line: 12, column: 9, scope: !9)
!23 = !DILocation(line: 16, column: 43, scope: !9)
!24 = !DILocation(line: 16, column: 45, scope: !9)
!25 = !DILocation(line: 82, column: 87, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__ballot_sync", scope: !14, file: !14, line: 82, type: !10, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!27 = distinct !DILocation(line: 16, column: 16, scope: !9)
!28 = !DILocation(line: 82, column: 93, scope: !26, inlinedAt: !27)
!29 = !DILocation(line: 82, column: 63, scope: !26, inlinedAt: !27)
!30 = !DILocation(line: 115, column: 60, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__popc", scope: !14, file: !14, line: 115, type: !10, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!32 = distinct !DILocation(line: 16, column: 9, scope: !9)
!33 = !DILocation(line: 115, column: 41, scope: !31, inlinedAt: !32)
!34 = !DILocation(line: 16, column: 7, scope: !9)
!35 = !DILocation(line: 18, column: 3, scope: !9)
!36 = !DILocation(line: 76, column: 77, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!38 = distinct !DILocation(line: 19, column: 3, scope: !9)
!39 = !DILocation(line: 76, column: 56, scope: !37, inlinedAt: !38)
!40 = !DILocation(line: 20, column: 12, scope: !9)
!41 = !DILocation(line: 20, column: 3, scope: !9)
!42 = !DILocation(line: 20, column: 7, scope: !9)
!43 = !DILocation(line: 20, column: 10, scope: !9)
!44 = !DILocation(line: 21, column: 1, scope: !9)
