; ModuleID = 'null_pointer.cu'
source_filename = "null_pointer.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @negate(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca %struct.CudaBlockDim, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %10, ptr %7, align 4, !dbg !16
  %11 = load ptr, ptr %4, align 8, !dbg !17
  %12 = load i32, ptr %7, align 4, !dbg !18
  %13 = sext i32 %12 to i64, !dbg !17
  %14 = getelementptr inbounds i32, ptr %11, i64 %13, !dbg !17
  %15 = load i32, ptr %14, align 4, !dbg !17
  %16 = sub nsw i32 0, %15, !dbg !19
  %17 = load ptr, ptr %5, align 8, !dbg !20
  %18 = load i32, ptr %7, align 4, !dbg !21
  %19 = sext i32 %18 to i64, !dbg !20
  %20 = getelementptr inbounds i32, ptr %17, i64 %19, !dbg !20
  store i32 %16, ptr %20, align 4, !dbg !22
  %21 = load i32, ptr %7, align 4, !dbg !23
  %22 = icmp eq i32 %21, 0, !dbg !24
  br i1 %22, label %23, label %29, !dbg !25

23:                                               ; preds = %3
  %24 = load ptr, ptr %6, align 8, !dbg !26
  %25 = icmp ne ptr %24, null, !dbg !27
  br i1 %25, label %26, label %29, !dbg !23

26:                                               ; preds = %23
  %27 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !28
  %28 = load ptr, ptr %6, align 8, !dbg !31
  store i32 %27, ptr %28, align 4, !dbg !32
  br label %29, !dbg !33

29:                                               ; preds = %26, %23, %3
  ret void, !dbg !34
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "null_pointer.cu", directory: ".")
!2 = !{ptr @negate, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "negate", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 5, column: 11, scope: !9)
!16 = !DILocation(line: 5, column: 7, scope: !9)
!17 = !DILocation(line: 6, column: 13, scope: !9)
!18 = !DILocation(line: 6, column: 16, scope: !9)
!19 = !DILocation(line: 6, column: 12, scope: !9)
!20 = !DILocation(line: 6, column: 3, scope: !9)
!21 = !DILocation(line: 6, column: 7, scope: !9)
!22 = !DILocation(line: 6, column: 10, scope: !9)
!23 = !DILocation(line: 8, column: 7, scope: !9)
!24 = !DILocation(line: 8, column: 9, scope: !9)
!25 = !DILocation(line: 8, column: 14, scope: !9)
!26 = !DILocation(line: 8, column: 17, scope: !9)
!27 = !DILocation(line: 8, column: 23, scope: !9)
!28 = !DILocation(line: 59, column: 1, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!30 = distinct !DILocation(line: 9, column: 14, scope: !9)
!31 = !DILocation(line: 9, column: 6, scope: !9)
!32 = !DILocation(line: 9, column: 12, scope: !9)
!33 = !DILocation(line: 9, column: 5, scope: !9)
!34 = !DILocation(line: 14, column: 1, scope: !9)
