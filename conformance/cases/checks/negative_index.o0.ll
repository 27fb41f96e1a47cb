; ModuleID = 'negative_index.cu'
source_filename = "negative_index.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaBlockIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }
%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @blur3(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaBlockIdx, align 1
  %9 = alloca %struct.CudaBlockDim, align 1
  %10 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !16
  %13 = mul i32 %11, %12, !dbg !19
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %15 = add i32 %13, %14, !dbg !23
  store i32 %15, ptr %7, align 4, !dbg !24
  %16 = load i32, ptr %7, align 4, !dbg !25
  %17 = load i32, ptr %6, align 4, !dbg !26
  %18 = sub nsw i32 %17, 1, !dbg !27
  %19 = icmp slt i32 %16, %18, !dbg !28
  br i1 %19, label %20, label %45, !dbg !25

20:                                               ; preds = %3
  %21 = load ptr, ptr %4, align 8, !dbg !29
  %22 = load i32, ptr %7, align 4, !dbg !30
  %23 = sub nsw i32 %22, 1, !dbg !31
  %24 = sext i32 %23 to i64, !dbg !29
  %25 = getelementptr inbounds i32, ptr %21, i64 %24, !dbg !29
  %26 = load i32, ptr %25, align 4, !dbg !29
  %27 = load ptr, ptr %4, align 8, !dbg !32
  %28 = load i32, ptr %7, align 4, !dbg !33
  %29 = sext i32 %28 to i64, !dbg !32
  %30 = getelementptr inbounds i32, ptr %27, i64 %29, !dbg !32
  %31 = load i32, ptr %30, align 4, !dbg !32
  %32 = mul nsw i32 2, %31, !dbg !34
  %33 = add nsw i32 %26, %32, !dbg !35
  %34 = load ptr, ptr %4, align 8, !dbg !36
  %35 = load i32, ptr %7, align 4, !dbg !37
  %36 = add nsw i32 %35, 1, !dbg !38
  %37 = sext i32 %36 to i64, !dbg !36
  %38 = getelementptr inbounds i32, ptr %34, i64 %37, !dbg !36
  %39 = load i32, ptr %38, align 4, !dbg !36
  %40 = add nsw i32 %33, %39, !dbg !39
  %41 = load ptr, ptr %5, align 8, !dbg !40
  %42 = load i32, ptr %7, align 4, !dbg !41
  %43 = sext i32 %42 to i64, !dbg !40
  %44 = getelementptr inbounds i32, ptr %41, i64 %43, !dbg !40
  store i32 %40, ptr %44, align 4, !dbg !42
  br label %45, !dbg !40

45:                                               ; preds = %20, %3
  ret void, !dbg !43
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "negative_index.cu", directory: ".")
!2 = !{ptr @blur3, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "blur3", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 5, column: 11, scope: !9)
!16 = !DILocation(line: 59, column: 1, scope: !17, inlinedAt: !18)
!17 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!18 = distinct !DILocation(line: 5, column: 24, scope: !9)
!19 = !DILocation(line: 5, column: 22, scope: !9)
!20 = !DILocation(line: 57, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 5, column: 37, scope: !9)
!23 = !DILocation(line: 5, column: 35, scope: !9)
!24 = !DILocation(line: 5, column: 7, scope: !9)
!25 = !DILocation(line: 9, column: 7, scope: !9)
!26 = !DILocation(line: 9, column: 11, scope: !9)
!27 = !DILocation(line: 9, column: 13, scope: !9)
!28 = !DILocation(line: 9, column: 9, scope: !9)
!29 = !DILocation(line: 11, column: 14, scope: !9)
!30 = !DILocation(line: 11, column: 17, scope: !9)
!31 = !DILocation(line: 11, column: 19, scope: !9)
!32 = !DILocation(line: 11, column: 30, scope: !9)
!33 = !DILocation(line: 11, column: 33, scope: !9)
!34 = !DILocation(line: 11, column: 28, scope: !9)
!35 = !DILocation(line: 11, column: 24, scope: !9)
!36 = !DILocation(line: 11, column: 38, scope: !9)
!37 = !DILocation(line: 11, column: 41, scope: !9)
!38 = !DILocation(line: 11, column: 43, scope: !9)
!39 = !DILocation(line: 11, column: 36, scope: !9)
!40 = !DILocation(line: 11, column: 5, scope: !9)
!41 = !DILocation(line: 11, column: 9, scope: !9)
!42 = !DILocation(line: 11, column: 12, scope: !9)
!43 = !DILocation(line: 12, column: 1, scope: !9)
