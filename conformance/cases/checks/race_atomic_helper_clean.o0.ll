; ModuleID = 'race_atomic_helper.cu'
source_filename = "race_atomic_helper.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @count_and_report(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.CudaThreadIdx, align 1
  %13 = alloca %struct.CudaBlockIdx, align 1
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %14, ptr %11, align 4, !dbg !16
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %16 = icmp eq i32 %15, 0, !dbg !20
  br i1 %16, label %17, label %30, !dbg !21

17:                                               ; preds = %3
  %18 = load ptr, ptr %8, align 8, !dbg !22
  %19 = load i32, ptr %11, align 4, !dbg !23
  %20 = sext i32 %19 to i64, !dbg !22
  %21 = getelementptr inbounds i32, ptr %18, i64 %20, !dbg !22
  %22 = load i32, ptr %21, align 4, !dbg !22
  %23 = icmp sgt i32 %22, 0, !dbg !24
  br i1 %23, label %24, label %29, !dbg !22

24:                                               ; preds = %17
  %25 = load ptr, ptr %9, align 8, !dbg !25
  store ptr %25, ptr %4, align 8
  store i32 1, ptr %5, align 4
  %26 = load ptr, ptr %4, align 8, !dbg !26
  %27 = load i32, ptr %5, align 4, !dbg !29
  %28 = atomicrmw add ptr %26, i32 %27 seq_cst, align 4, !dbg !30
  br label %29, !dbg !31

29:                                               ; preds = %24, %17
  br label %40, !dbg !32

30:                                               ; preds = %3
  %31 = load i32, ptr %11, align 4, !dbg !33
  %32 = icmp eq i32 %31, 0, !dbg !34
  br i1 %32, label %33, label %39, !dbg !33

33:                                               ; preds = %30
  %34 = load ptr, ptr %9, align 8, !dbg !35
  store ptr %34, ptr %6, align 8
  store i32 0, ptr %7, align 4
  %35 = load ptr, ptr %6, align 8, !dbg !36
  %36 = load i32, ptr %7, align 4, !dbg !38
  %37 = atomicrmw add ptr %35, i32 %36 seq_cst, align 4, !dbg !39
  %38 = load ptr, ptr %10, align 8, !dbg !40
  store i32 %37, ptr %38, align 4, !dbg !41
  br label %39, !dbg !42

39:                                               ; preds = %33, %30
  br label %40

40:                                               ; preds = %39, %29
  ret void, !dbg !43
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race_atomic_helper.cu", directory: ".")
!2 = !{ptr @count_and_report, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "count_and_report", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 7, column: 7, scope: !9)
!17 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 8, column: 7, scope: !9)
!20 = !DILocation(line: 8, column: 18, scope: !9)
!21 = !DILocation(line: 8, column: 7, scope: !9)
!22 = !DILocation(line: 9, column: 9, scope: !9)
!23 = !DILocation(line: 9, column: 12, scope: !9)
!24 = !DILocation(line: 9, column: 15, scope: !9)
!25 = !DILocation(line: 10, column: 17, scope: !9)
!26 = !DILocation(line: 122, column: 69, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 122, type: !10, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!28 = distinct !DILocation(line: 10, column: 7, scope: !9)
!29 = !DILocation(line: 122, column: 72, scope: !27, inlinedAt: !28)
!30 = !DILocation(line: 122, column: 47, scope: !27, inlinedAt: !28)
!31 = !DILocation(line: 10, column: 7, scope: !9)
!32 = !DILocation(line: 11, column: 3, scope: !9)
!33 = !DILocation(line: 11, column: 14, scope: !9)
!34 = !DILocation(line: 11, column: 16, scope: !9)
!35 = !DILocation(line: 13, column: 25, scope: !9)
!36 = !DILocation(line: 122, column: 69, scope: !27, inlinedAt: !37)
!37 = distinct !DILocation(line: 13, column: 15, scope: !9)
!38 = !DILocation(line: 122, column: 72, scope: !27, inlinedAt: !37)
!39 = !DILocation(line: 122, column: 47, scope: !27, inlinedAt: !37)
!40 = !DILocation(line: 13, column: 6, scope: !9)
!41 = !DILocation(line: 13, column: 13, scope: !9)
!42 = !DILocation(line: 17, column: 3, scope: !9)
!43 = !DILocation(line: 18, column: 1, scope: !9)
