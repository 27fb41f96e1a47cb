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
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.CudaThreadIdx, align 1
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %16, ptr %11, align 4, !dbg !16
  %17 = load ptr, ptr %9, align 8, !dbg !17
  %18 = load i32, ptr %11, align 4, !dbg !18
  %19 = sext i32 %18 to i64, !dbg !17
  %20 = getelementptr inbounds i32, ptr %17, i64 %19, !dbg !17
  %21 = load i32, ptr %20, align 4, !dbg !17
  store i32 %21, ptr %13, align 4, !dbg !19
  %22 = load i32, ptr %11, align 4, !dbg !20
  %23 = icmp slt i32 %22, 20, !dbg !21
  %24 = zext i1 %23 to i32, !dbg !20
  store i32 -1, ptr %5, align 4
  store i32 %24, ptr %6, align 4
  %25 = load i32, ptr %5, align 4, !dbg !22
  %26 = load i32, ptr %6, align 4, !dbg !25
  %27 = icmp ne i32 %26, 0, !dbg !25
  %28 = call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %25, i1 %27), !dbg !26
  store i32 %28, ptr %14, align 4, !dbg !27
  store i32 0, ptr %15, align 4, !dbg !28
  %29 = load i32, ptr %11, align 4, !dbg !29
  %30 = icmp slt i32 %29, 20, !dbg !30
  br i1 %30, label %31, label %42, !dbg !29

31:                                               ; preds = %2
  %32 = load i32, ptr %14, align 4, !dbg !31
  %33 = load i32, ptr %13, align 4, !dbg !32
  %34 = icmp slt i32 %33, 0, !dbg !33
  %35 = zext i1 %34 to i32, !dbg !32
  store i32 %32, ptr %7, align 4
  store i32 %35, ptr %8, align 4
  %36 = load i32, ptr %7, align 4, !dbg !34
  %37 = load i32, ptr %8, align 4, !dbg !36
  %38 = icmp ne i32 %37, 0, !dbg !36
  %39 = call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %36, i1 %38), !dbg !37
  store i32 %39, ptr %4, align 4
  %40 = load i32, ptr %4, align 4, !dbg !38
  %41 = call noundef i32 @llvm.ctpop.i32(i32 %40), !dbg !41
  store i32 %41, ptr %15, align 4, !dbg !42
  br label %42, !dbg !43

42:                                               ; preds = %31, %2
  store i32 -1, ptr %3, align 4
  %43 = load i32, ptr %3, align 4, !dbg !44
  call void @llvm.nvvm.bar.warp.sync(i32 %43), !dbg !47
  %44 = load i32, ptr %15, align 4, !dbg !48
  %45 = load ptr, ptr %10, align 8, !dbg !49
  %46 = load i32, ptr %11, align 4, !dbg !50
  %47 = sext i32 %46 to i64, !dbg !49
  %48 = getelementptr inbounds i32, ptr %45, i64 %47, !dbg !49
  store i32 %44, ptr %48, align 4, !dbg !51
  ret void, !dbg !52
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

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
!20 = !DILocation(line: 9, column: 48, scope: !9)
!21 = !DILocation(line: 9, column: 50, scope: !9)
!22 = !DILocation(line: 82, column: 87, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__ballot_sync", scope: !14, file: !14, line: 82, type: !10, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!24 = distinct !DILocation(line: 9, column: 21, scope: !9)
!25 = !DILocation(line: 82, column: 93, scope: !23, inlinedAt: !24)
!26 = !DILocation(line: 82, column: 63, scope: !23, inlinedAt: !24)
!27 = !DILocation(line: 9, column: 12, scope: !9)
!28 = !DILocation(line: 11, column: 7, scope: !9)
!29 = !DILocation(line: 12, column: 7, scope: !9)
!30 = !DILocation(line: 12, column: 9, scope: !9)
!31 = !DILocation(line: 14, column: 30, scope: !9)
!32 = !DILocation(line: 14, column: 38, scope: !9)
!33 = !DILocation(line: 14, column: 40, scope: !9)
!34 = !DILocation(line: 82, column: 87, scope: !23, inlinedAt: !35)
!35 = distinct !DILocation(line: 14, column: 16, scope: !9)
!36 = !DILocation(line: 82, column: 93, scope: !23, inlinedAt: !35)
!37 = !DILocation(line: 82, column: 63, scope: !23, inlinedAt: !35)
!38 = !DILocation(line: 115, column: 60, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__popc", scope: !14, file: !14, line: 115, type: !10, scopeLine: 115, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!40 = distinct !DILocation(line: 14, column: 9, scope: !9)
!41 = !DILocation(line: 115, column: 41, scope: !39, inlinedAt: !40)
!42 = !DILocation(line: 14, column: 7, scope: !9)
!43 = !DILocation(line: 18, column: 3, scope: !9)
!44 = !DILocation(line: 76, column: 77, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!46 = distinct !DILocation(line: 19, column: 3, scope: !9)
!47 = !DILocation(line: 76, column: 56, scope: !45, inlinedAt: !46)
!48 = !DILocation(line: 20, column: 12, scope: !9)
!49 = !DILocation(line: 20, column: 3, scope: !9)
!50 = !DILocation(line: 20, column: 7, scope: !9)
!51 = !DILocation(line: 20, column: 10, scope: !9)
!52 = !DILocation(line: 21, column: 1, scope: !9)
