; ModuleID = 'uninit_accumulator.cu'
source_filename = "uninit_accumulator.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bucket_sums(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaThreadIdx, align 1
  %7 = alloca [4 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %10, ptr %5, align 4, !dbg !16
  call void @llvm.memset.p0.i64(ptr align 4 %7, i8 0, i64 16, i1 false), !dbg !17
  store i32 0, ptr %8, align 4, !dbg !18
  br label %11, !dbg !19

11:                                               ; preds = %30, %2
  %12 = load i32, ptr %8, align 4, !dbg !20
  %13 = icmp slt i32 %12, 8, !dbg !21
  br i1 %13, label %14, label %33, !dbg !22

14:                                               ; preds = %11
  %15 = load ptr, ptr %3, align 8, !dbg !23
  %16 = load i32, ptr %5, align 4, !dbg !24
  %17 = mul nsw i32 8, %16, !dbg !25
  %18 = load i32, ptr %8, align 4, !dbg !26
  %19 = add nsw i32 %17, %18, !dbg !27
  %20 = sext i32 %19 to i64, !dbg !23
  %21 = getelementptr inbounds i32, ptr %15, i64 %20, !dbg !23
  %22 = load i32, ptr %21, align 4, !dbg !23
  store i32 %22, ptr %9, align 4, !dbg !28
  %23 = load i32, ptr %9, align 4, !dbg !29
  %24 = load i32, ptr %9, align 4, !dbg !30
  %25 = and i32 %24, 3, !dbg !31
  %26 = sext i32 %25 to i64, !dbg !32
  %27 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 %26, !dbg !32
  %28 = load i32, ptr %27, align 4, !dbg !33
  %29 = add nsw i32 %28, %23, !dbg !33
  store i32 %29, ptr %27, align 4, !dbg !33
  br label %30, !dbg !34

30:                                               ; preds = %14
  %31 = load i32, ptr %8, align 4, !dbg !35
  %32 = add nsw i32 %31, 1, !dbg !35
  store i32 %32, ptr %8, align 4, !dbg !35
  br label %11, !dbg !22, !llvm.loop !36

33:                                               ; preds = %11
  %34 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 0, !dbg !38
  %35 = load i32, ptr %34, align 4, !dbg !38
  %36 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 1, !dbg !39
  %37 = load i32, ptr %36, align 4, !dbg !39
  %38 = sub nsw i32 %35, %37, !dbg !40
  %39 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 2, !dbg !41
  %40 = load i32, ptr %39, align 4, !dbg !41
  %41 = add nsw i32 %38, %40, !dbg !42
  %42 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 3, !dbg !43
  %43 = load i32, ptr %42, align 4, !dbg !43
  %44 = sub nsw i32 %41, %43, !dbg !44
  %45 = load ptr, ptr %4, align 8, !dbg !45
  %46 = load i32, ptr %5, align 4, !dbg !46
  %47 = sext i32 %46 to i64, !dbg !45
  %48 = getelementptr inbounds i32, ptr %45, i64 %47, !dbg !45
  store i32 %44, ptr %48, align 4, !dbg !47
  ret void, !dbg !48
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "uninit_accumulator.cu", directory: ".")
!2 = !{ptr @bucket_sums, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "bucket_sums", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 11, scope: !9)
!16 = !DILocation(line: 6, column: 7, scope: !9)
!17 = !DILocation(line: 8, column: 7, scope: !9)
!18 = !DILocation(line: 12, column: 12, scope: !9)
!19 = !DILocation(line: 12, column: 8, scope: !9)
!20 = !DILocation(line: 12, column: 19, scope: !9)
!21 = !DILocation(line: 12, column: 21, scope: !9)
!22 = !DILocation(line: 12, column: 3, scope: !9)
!23 = !DILocation(line: 13, column: 13, scope: !9)
!24 = !DILocation(line: 13, column: 20, scope: !9)
!25 = !DILocation(line: 13, column: 18, scope: !9)
!26 = !DILocation(line: 13, column: 24, scope: !9)
!27 = !DILocation(line: 13, column: 22, scope: !9)
!28 = !DILocation(line: 13, column: 9, scope: !9)
!29 = !DILocation(line: 14, column: 20, scope: !9)
!30 = !DILocation(line: 14, column: 10, scope: !9)
!31 = !DILocation(line: 14, column: 12, scope: !9)
!32 = !DILocation(line: 14, column: 5, scope: !9)
!33 = !DILocation(line: 14, column: 17, scope: !9)
!34 = !DILocation(line: 15, column: 3, scope: !9)
!35 = !DILocation(line: 12, column: 26, scope: !9)
!36 = distinct !{!36, !22, !34, !37}
!37 = !{!"llvm.loop.mustprogress"}
!38 = !DILocation(line: 16, column: 12, scope: !9)
!39 = !DILocation(line: 16, column: 22, scope: !9)
!40 = !DILocation(line: 16, column: 20, scope: !9)
!41 = !DILocation(line: 16, column: 32, scope: !9)
!42 = !DILocation(line: 16, column: 30, scope: !9)
!43 = !DILocation(line: 16, column: 42, scope: !9)
!44 = !DILocation(line: 16, column: 40, scope: !9)
!45 = !DILocation(line: 16, column: 3, scope: !9)
!46 = !DILocation(line: 16, column: 7, scope: !9)
!47 = !DILocation(line: 16, column: 10, scope: !9)
!48 = !DILocation(line: 17, column: 1, scope: !9)
