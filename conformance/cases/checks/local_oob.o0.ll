; ModuleID = 'local_oob.cu'
source_filename = "local_oob.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pick_one(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca [8 x i32], align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %11, ptr %7, align 4, !dbg !16
  store i32 0, ptr %10, align 4, !dbg !17
  br label %12, !dbg !18

12:                                               ; preds = %27, %3
  %13 = load i32, ptr %10, align 4, !dbg !19
  %14 = icmp slt i32 %13, 8, !dbg !20
  br i1 %14, label %15, label %30, !dbg !21

15:                                               ; preds = %12
  %16 = load ptr, ptr %4, align 8, !dbg !22
  %17 = load i32, ptr %7, align 4, !dbg !23
  %18 = mul nsw i32 8, %17, !dbg !24
  %19 = load i32, ptr %10, align 4, !dbg !25
  %20 = add nsw i32 %18, %19, !dbg !26
  %21 = sext i32 %20 to i64, !dbg !22
  %22 = getelementptr inbounds i32, ptr %16, i64 %21, !dbg !22
  %23 = load i32, ptr %22, align 4, !dbg !22
  %24 = load i32, ptr %10, align 4, !dbg !27
  %25 = sext i32 %24 to i64, !dbg !28
  %26 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %25, !dbg !28
  store i32 %23, ptr %26, align 4, !dbg !29
  br label %27, !dbg !28

27:                                               ; preds = %15
  %28 = load i32, ptr %10, align 4, !dbg !30
  %29 = add nsw i32 %28, 1, !dbg !30
  store i32 %29, ptr %10, align 4, !dbg !30
  br label %12, !dbg !21, !llvm.loop !31

30:                                               ; preds = %12
  %31 = load ptr, ptr %5, align 8, !dbg !34
  %32 = load i32, ptr %7, align 4, !dbg !35
  %33 = sext i32 %32 to i64, !dbg !34
  %34 = getelementptr inbounds i32, ptr %31, i64 %33, !dbg !34
  %35 = load i32, ptr %34, align 4, !dbg !34
  %36 = sext i32 %35 to i64, !dbg !36
  %37 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %36, !dbg !36
  %38 = load i32, ptr %37, align 4, !dbg !36
  %39 = load ptr, ptr %6, align 8, !dbg !37
  %40 = load i32, ptr %7, align 4, !dbg !38
  %41 = sext i32 %40 to i64, !dbg !37
  %42 = getelementptr inbounds i32, ptr %39, i64 %41, !dbg !37
  store i32 %38, ptr %42, align 4, !dbg !39
  ret void, !dbg !40
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
!1 = !DIFile(filename: "local_oob.cu", directory: ".")
!2 = !{ptr @pick_one, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pick_one", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 11, scope: !9)
!16 = !DILocation(line: 6, column: 7, scope: !9)
!17 = !DILocation(line: 8, column: 12, scope: !9)
!18 = !DILocation(line: 8, column: 8, scope: !9)
!19 = !DILocation(line: 8, column: 19, scope: !9)
!20 = !DILocation(line: 8, column: 21, scope: !9)
!21 = !DILocation(line: 8, column: 3, scope: !9)
!22 = !DILocation(line: 9, column: 17, scope: !9)
!23 = !DILocation(line: 9, column: 24, scope: !9)
!24 = !DILocation(line: 9, column: 22, scope: !9)
!25 = !DILocation(line: 9, column: 28, scope: !9)
!26 = !DILocation(line: 9, column: 26, scope: !9)
!27 = !DILocation(line: 9, column: 12, scope: !9)
!28 = !DILocation(line: 9, column: 5, scope: !9)
!29 = !DILocation(line: 9, column: 15, scope: !9)
!30 = !DILocation(line: 8, column: 26, scope: !9)
!31 = distinct !{!31, !21, !32, !33}
!32 = !DILocation(line: 9, column: 29, scope: !9)
!33 = !{!"llvm.loop.mustprogress"}
!34 = !DILocation(line: 13, column: 19, scope: !9)
!35 = !DILocation(line: 13, column: 24, scope: !9)
!36 = !DILocation(line: 13, column: 12, scope: !9)
!37 = !DILocation(line: 13, column: 3, scope: !9)
!38 = !DILocation(line: 13, column: 7, scope: !9)
!39 = !DILocation(line: 13, column: 10, scope: !9)
!40 = !DILocation(line: 15, column: 1, scope: !9)
