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
  %17 = icmp sgt i32 %16, 0, !dbg !26
  br i1 %17, label %18, label %48, !dbg !27

18:                                               ; preds = %3
  %19 = load i32, ptr %7, align 4, !dbg !28
  %20 = load i32, ptr %6, align 4, !dbg !29
  %21 = sub nsw i32 %20, 1, !dbg !30
  %22 = icmp slt i32 %19, %21, !dbg !31
  br i1 %22, label %23, label %48, !dbg !25

23:                                               ; preds = %18
  %24 = load ptr, ptr %4, align 8, !dbg !32
  %25 = load i32, ptr %7, align 4, !dbg !33
  %26 = sub nsw i32 %25, 1, !dbg !34
  %27 = sext i32 %26 to i64, !dbg !32
  %28 = getelementptr inbounds i32, ptr %24, i64 %27, !dbg !32
  %29 = load i32, ptr %28, align 4, !dbg !32
  %30 = load ptr, ptr %4, align 8, !dbg !35
  %31 = load i32, ptr %7, align 4, !dbg !36
  %32 = sext i32 %31 to i64, !dbg !35
  %33 = getelementptr inbounds i32, ptr %30, i64 %32, !dbg !35
  %34 = load i32, ptr %33, align 4, !dbg !35
  %35 = mul nsw i32 2, %34, !dbg !37
  %36 = add nsw i32 %29, %35, !dbg !38
  %37 = load ptr, ptr %4, align 8, !dbg !39
  %38 = load i32, ptr %7, align 4, !dbg !40
  %39 = add nsw i32 %38, 1, !dbg !41
  %40 = sext i32 %39 to i64, !dbg !39
  %41 = getelementptr inbounds i32, ptr %37, i64 %40, !dbg !39
  %42 = load i32, ptr %41, align 4, !dbg !39
  %43 = add nsw i32 %36, %42, !dbg !42
  %44 = load ptr, ptr %5, align 8, !dbg !43
  %45 = load i32, ptr %7, align 4, !dbg !44
  %46 = sext i32 %45 to i64, !dbg !43
  %47 = getelementptr inbounds i32, ptr %44, i64 %46, !dbg !43
  store i32 %43, ptr %47, align 4, !dbg !45
  br label %48, !dbg !43

48:                                               ; preds = %23, %18, %3
  ret void, !dbg !46
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
!25 = !DILocation(line: 7, column: 7, scope: !9)
!26 = !DILocation(line: 7, column: 9, scope: !9)
!27 = !DILocation(line: 7, column: 13, scope: !9)
!28 = !DILocation(line: 7, column: 16, scope: !9)
!29 = !DILocation(line: 7, column: 20, scope: !9)
!30 = !DILocation(line: 7, column: 22, scope: !9)
!31 = !DILocation(line: 7, column: 18, scope: !9)
!32 = !DILocation(line: 11, column: 14, scope: !9)
!33 = !DILocation(line: 11, column: 17, scope: !9)
!34 = !DILocation(line: 11, column: 19, scope: !9)
!35 = !DILocation(line: 11, column: 30, scope: !9)
!36 = !DILocation(line: 11, column: 33, scope: !9)
!37 = !DILocation(line: 11, column: 28, scope: !9)
!38 = !DILocation(line: 11, column: 24, scope: !9)
!39 = !DILocation(line: 11, column: 38, scope: !9)
!40 = !DILocation(line: 11, column: 41, scope: !9)
!41 = !DILocation(line: 11, column: 43, scope: !9)
!42 = !DILocation(line: 11, column: 36, scope: !9)
!43 = !DILocation(line: 11, column: 5, scope: !9)
!44 = !DILocation(line: 11, column: 9, scope: !9)
!45 = !DILocation(line: 11, column: 12, scope: !9)
!46 = !DILocation(line: 12, column: 1, scope: !9)
