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
  %7 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8, !dbg !12
  %9 = getelementptr inbounds i32, ptr %8, i64 0, !dbg !12
  %10 = load i32, ptr %9, align 4, !dbg !12
  %11 = load <4 x i32>, ptr %5, align 16, !dbg !13
  %12 = insertelement <4 x i32> %11, i32 %10, i64 0, !dbg !13
  store <4 x i32> %12, ptr %5, align 16, !dbg !13
  %13 = load ptr, ptr %3, align 8, !dbg !14
  %14 = getelementptr inbounds i32, ptr %13, i64 1, !dbg !14
  %15 = load i32, ptr %14, align 4, !dbg !14
  %16 = load <4 x i32>, ptr %5, align 16, !dbg !15
  %17 = insertelement <4 x i32> %16, i32 %15, i64 1, !dbg !15
  store <4 x i32> %17, ptr %5, align 16, !dbg !15
  %18 = load ptr, ptr %3, align 8, !dbg !16
  %19 = getelementptr inbounds i32, ptr %18, i64 2, !dbg !16
  %20 = load i32, ptr %19, align 4, !dbg !16
  %21 = load <4 x i32>, ptr %5, align 16, !dbg !17
  %22 = insertelement <4 x i32> %21, i32 %20, i64 2, !dbg !17
  store <4 x i32> %22, ptr %5, align 16, !dbg !17
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %24 = icmp ult i32 %23, 16, !dbg !22
  br i1 %24, label %25, label %31, !dbg !23

25:                                               ; preds = %2
  %26 = load ptr, ptr %3, align 8, !dbg !24
  %27 = getelementptr inbounds i32, ptr %26, i64 3, !dbg !24
  %28 = load i32, ptr %27, align 4, !dbg !24
  %29 = load <4 x i32>, ptr %5, align 16, !dbg !25
  %30 = insertelement <4 x i32> %29, i32 %28, i64 3, !dbg !25
  store <4 x i32> %30, ptr %5, align 16, !dbg !25
  br label %31, !dbg !26

31:                                               ; preds = %25, %2
  %32 = load <4 x i32>, ptr %5, align 16, !dbg !27
  %33 = extractelement <4 x i32> %32, i64 0, !dbg !27
  %34 = load <4 x i32>, ptr %5, align 16, !dbg !28
  %35 = extractelement <4 x i32> %34, i64 1, !dbg !28
  %36 = add i32 %33, %35, !dbg !29
  %37 = load <4 x i32>, ptr %5, align 16, !dbg !30
  %38 = extractelement <4 x i32> %37, i64 2, !dbg !30
  %39 = add i32 %36, %38, !dbg !31
  %40 = load <4 x i32>, ptr %5, align 16, !dbg !32
  %41 = extractelement <4 x i32> %40, i64 3, !dbg !32
  %42 = add i32 %39, %41, !dbg !33
  %43 = load ptr, ptr %4, align 8, !dbg !34
  %44 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !35
  %45 = zext i32 %44 to i64, !dbg !34
  %46 = getelementptr inbounds i32, ptr %43, i64 %45, !dbg !34
  store i32 %42, ptr %46, align 4, !dbg !37
  ret void, !dbg !38
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
!18 = !DILocation(line: 57, column: 1, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "getX", scope: !20, file: !20, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!20 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!21 = distinct !DILocation(line: 16, column: 7, scope: !9)
!22 = !DILocation(line: 16, column: 19, scope: !9)
!23 = !DILocation(line: 16, column: 7, scope: !9)
!24 = !DILocation(line: 18, column: 11, scope: !9)
!25 = !DILocation(line: 18, column: 9, scope: !9)
!26 = !DILocation(line: 18, column: 5, scope: !9)
!27 = !DILocation(line: 19, column: 22, scope: !9)
!28 = !DILocation(line: 19, column: 28, scope: !9)
!29 = !DILocation(line: 19, column: 26, scope: !9)
!30 = !DILocation(line: 19, column: 34, scope: !9)
!31 = !DILocation(line: 19, column: 32, scope: !9)
!32 = !DILocation(line: 19, column: 40, scope: !9)
!33 = !DILocation(line: 19, column: 38, scope: !9)
!34 = !DILocation(line: 19, column: 3, scope: !9)
!35 = !DILocation(line: 57, column: 1, scope: !19, inlinedAt: !36)
!36 = distinct !DILocation(line: 19, column: 7, scope: !9)
!37 = !DILocation(line: 19, column: 20, scope: !9)
!38 = !DILocation(line: 20, column: 1, scope: !9)
