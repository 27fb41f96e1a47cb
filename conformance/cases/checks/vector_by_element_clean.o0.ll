; ModuleID = 'vector_by_element.cu'
source_filename = "vector_by_element.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @vector_by_element(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca <4 x i32>, align 16
  %6 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8, !dbg !12
  %8 = getelementptr inbounds i32, ptr %7, i64 0, !dbg !12
  %9 = load i32, ptr %8, align 4, !dbg !12
  %10 = load <4 x i32>, ptr %5, align 16, !dbg !13
  %11 = insertelement <4 x i32> %10, i32 %9, i64 0, !dbg !13
  store <4 x i32> %11, ptr %5, align 16, !dbg !13
  %12 = load ptr, ptr %3, align 8, !dbg !14
  %13 = getelementptr inbounds i32, ptr %12, i64 1, !dbg !14
  %14 = load i32, ptr %13, align 4, !dbg !14
  %15 = load <4 x i32>, ptr %5, align 16, !dbg !15
  %16 = insertelement <4 x i32> %15, i32 %14, i64 1, !dbg !15
  store <4 x i32> %16, ptr %5, align 16, !dbg !15
  %17 = load ptr, ptr %3, align 8, !dbg !16
  %18 = getelementptr inbounds i32, ptr %17, i64 2, !dbg !16
  %19 = load i32, ptr %18, align 4, !dbg !16
  %20 = load <4 x i32>, ptr %5, align 16, !dbg !17
  %21 = insertelement <4 x i32> %20, i32 %19, i64 2, !dbg !17
  store <4 x i32> %21, ptr %5, align 16, !dbg !17
  %22 = load ptr, ptr %3, align 8, !dbg !18
  %23 = getelementptr inbounds i32, ptr %22, i64 3, !dbg !18
  %24 = load i32, ptr %23, align 4, !dbg !18
  %25 = load <4 x i32>, ptr %5, align 16, !dbg !19
  %26 = insertelement <4 x i32> %25, i32 %24, i64 3, !dbg !19
  store <4 x i32> %26, ptr %5, align 16, !dbg !19
  %27 = load <4 x i32>, ptr %5, align 16, !dbg !20
  %28 = extractelement <4 x i32> %27, i64 0, !dbg !20
  %29 = load <4 x i32>, ptr %5, align 16, !dbg !21
  %30 = extractelement <4 x i32> %29, i64 1, !dbg !21
  %31 = add i32 %28, %30, !dbg !22
  %32 = load <4 x i32>, ptr %5, align 16, !dbg !23
  %33 = extractelement <4 x i32> %32, i64 2, !dbg !23
  %34 = add i32 %31, %33, !dbg !24
  %35 = load <4 x i32>, ptr %5, align 16, !dbg !25
  %36 = extractelement <4 x i32> %35, i64 3, !dbg !25
  %37 = add i32 %34, %36, !dbg !26
  %38 = load ptr, ptr %4, align 8, !dbg !27
  %39 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !28
  %40 = zext i32 %39 to i64, !dbg !27
  %41 = getelementptr inbounds i32, ptr %38, i64 %40, !dbg !27
  store i32 %37, ptr %41, align 4, !dbg !32
  ret void, !dbg !33
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vector_by_element.cu", directory: ".")
!2 = !{ptr @vector_by_element, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "vector_by_element", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 12, column: 9, scope: !9)
!13 = !DILocation(line: 12, column: 7, scope: !9)
!14 = !DILocation(line: 13, column: 9, scope: !9)
!15 = !DILocation(line: 13, column: 7, scope: !9)
!16 = !DILocation(line: 14, column: 9, scope: !9)
!17 = !DILocation(line: 14, column: 7, scope: !9)
!18 = !DILocation(line: 18, column: 11, scope: !9)
!19 = !DILocation(line: 18, column: 9, scope: !9)
!20 = !DILocation(line: 19, column: 22, scope: !9)
!21 = !DILocation(line: 19, column: 28, scope: !9)
!22 = !DILocation(line: 19, column: 26, scope: !9)
!23 = !DILocation(line: 19, column: 34, scope: !9)
!24 = !DILocation(line: 19, column: 32, scope: !9)
!25 = !DILocation(line: 19, column: 40, scope: !9)
!26 = !DILocation(line: 19, column: 38, scope: !9)
!27 = !DILocation(line: 19, column: 3, scope: !9)
!28 = !DILocation(line: 57, column: 1, scope: !29, inlinedAt: !31)
!29 = distinct !DISubprogram(name: "getX", scope: !30, file: !30, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!30 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!31 = distinct !DILocation(line: 19, column: 7, scope: !9)
!32 = !DILocation(line: 19, column: 20, scope: !9)
!33 = !DILocation(line: 20, column: 1, scope: !9)
