; ModuleID = 'race_atomic_plain.cu'
source_filename = "race_atomic_plain.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @count_and_report(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca %struct.CudaBlockIdx, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %10, ptr %7, align 4, !dbg !16
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !17
  %12 = icmp eq i32 %11, 0, !dbg !20
  br i1 %12, label %13, label %24, !dbg !21

13:                                               ; preds = %3
  %14 = load ptr, ptr %4, align 8, !dbg !22
  %15 = load i32, ptr %7, align 4, !dbg !23
  %16 = sext i32 %15 to i64, !dbg !22
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !22
  %18 = load i32, ptr %17, align 4, !dbg !22
  %19 = icmp sgt i32 %18, 0, !dbg !24
  br i1 %19, label %20, label %23, !dbg !22

20:                                               ; preds = %13
  %21 = load ptr, ptr %5, align 8, !dbg !25
  %22 = atomicrmw add ptr %21, i32 1 seq_cst, align 4, !dbg !26
  br label %23, !dbg !26

23:                                               ; preds = %20, %13
  br label %32, !dbg !27

24:                                               ; preds = %3
  %25 = load i32, ptr %7, align 4, !dbg !28
  %26 = icmp eq i32 %25, 0, !dbg !29
  br i1 %26, label %27, label %31, !dbg !28

27:                                               ; preds = %24
  %28 = load ptr, ptr %5, align 8, !dbg !30
  %29 = load i32, ptr %28, align 4, !dbg !31
  %30 = load ptr, ptr %6, align 8, !dbg !32
  store i32 %29, ptr %30, align 4, !dbg !33
  br label %31, !dbg !34

31:                                               ; preds = %27, %24
  br label %32

32:                                               ; preds = %31, %23
  ret void, !dbg !35
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
!1 = !DIFile(filename: "race_atomic_plain.cu", directory: ".")
!2 = !{ptr @count_and_report, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "count_and_report", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 8, column: 7, scope: !9)
!17 = !DILocation(line: 58, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 9, column: 7, scope: !9)
!20 = !DILocation(line: 9, column: 18, scope: !9)
!21 = !DILocation(line: 9, column: 7, scope: !9)
!22 = !DILocation(line: 10, column: 9, scope: !9)
!23 = !DILocation(line: 10, column: 12, scope: !9)
!24 = !DILocation(line: 10, column: 15, scope: !9)
!25 = !DILocation(line: 11, column: 29, scope: !9)
!26 = !DILocation(line: 11, column: 7, scope: !9)
!27 = !DILocation(line: 12, column: 3, scope: !9)
!28 = !DILocation(line: 12, column: 14, scope: !9)
!29 = !DILocation(line: 12, column: 16, scope: !9)
!30 = !DILocation(line: 16, column: 16, scope: !9)
!31 = !DILocation(line: 16, column: 15, scope: !9)
!32 = !DILocation(line: 16, column: 6, scope: !9)
!33 = !DILocation(line: 16, column: 13, scope: !9)
!34 = !DILocation(line: 18, column: 3, scope: !9)
!35 = !DILocation(line: 19, column: 1, scope: !9)
