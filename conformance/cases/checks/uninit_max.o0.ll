; ModuleID = 'uninit_max.cu'
source_filename = "uninit_max.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @max_updates(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaThreadIdx, align 1
  %7 = alloca [4 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %11, ptr %5, align 4, !dbg !16
  store i32 0, ptr %8, align 4, !dbg !17
  store i32 0, ptr %9, align 4, !dbg !18
  br label %12, !dbg !19

12:                                               ; preds = %40, %2
  %13 = load i32, ptr %9, align 4, !dbg !20
  %14 = icmp slt i32 %13, 8, !dbg !21
  br i1 %14, label %15, label %43, !dbg !22

15:                                               ; preds = %12
  %16 = load ptr, ptr %3, align 8, !dbg !23
  %17 = load i32, ptr %5, align 4, !dbg !24
  %18 = mul nsw i32 8, %17, !dbg !25
  %19 = load i32, ptr %9, align 4, !dbg !26
  %20 = add nsw i32 %18, %19, !dbg !27
  %21 = sext i32 %20 to i64, !dbg !23
  %22 = getelementptr inbounds i32, ptr %16, i64 %21, !dbg !23
  %23 = load i32, ptr %22, align 4, !dbg !23
  store i32 %23, ptr %10, align 4, !dbg !28
  %24 = load i32, ptr %10, align 4, !dbg !29
  %25 = load i32, ptr %10, align 4, !dbg !30
  %26 = and i32 %25, 3, !dbg !31
  %27 = sext i32 %26 to i64, !dbg !32
  %28 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 %27, !dbg !32
  %29 = load i32, ptr %28, align 4, !dbg !32
  %30 = icmp sgt i32 %24, %29, !dbg !33
  br i1 %30, label %31, label %39, !dbg !29

31:                                               ; preds = %15
  %32 = load i32, ptr %10, align 4, !dbg !34
  %33 = load i32, ptr %10, align 4, !dbg !35
  %34 = and i32 %33, 3, !dbg !36
  %35 = sext i32 %34 to i64, !dbg !37
  %36 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 %35, !dbg !37
  store i32 %32, ptr %36, align 4, !dbg !38
  %37 = load i32, ptr %8, align 4, !dbg !39
  %38 = add nsw i32 %37, 1, !dbg !39
  store i32 %38, ptr %8, align 4, !dbg !39
  br label %39, !dbg !40

39:                                               ; preds = %31, %15
  br label %40, !dbg !41

40:                                               ; preds = %39
  %41 = load i32, ptr %9, align 4, !dbg !42
  %42 = add nsw i32 %41, 1, !dbg !42
  store i32 %42, ptr %9, align 4, !dbg !42
  br label %12, !dbg !22, !llvm.loop !43

43:                                               ; preds = %12
  %44 = load i32, ptr %8, align 4, !dbg !45
  %45 = load ptr, ptr %4, align 8, !dbg !46
  %46 = load i32, ptr %5, align 4, !dbg !47
  %47 = sext i32 %46 to i64, !dbg !46
  %48 = getelementptr inbounds i32, ptr %45, i64 %47, !dbg !46
  store i32 %44, ptr %48, align 4, !dbg !48
  ret void, !dbg !49
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
!1 = !DIFile(filename: "uninit_max.cu", directory: ".")
!2 = !{ptr @max_updates, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "max_updates", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 8, column: 7, scope: !9)
!17 = !DILocation(line: 14, column: 7, scope: !9)
!18 = !DILocation(line: 15, column: 12, scope: !9)
!19 = !DILocation(line: 15, column: 8, scope: !9)
!20 = !DILocation(line: 15, column: 19, scope: !9)
!21 = !DILocation(line: 15, column: 21, scope: !9)
!22 = !DILocation(line: 15, column: 3, scope: !9)
!23 = !DILocation(line: 16, column: 13, scope: !9)
!24 = !DILocation(line: 16, column: 20, scope: !9)
!25 = !DILocation(line: 16, column: 18, scope: !9)
!26 = !DILocation(line: 16, column: 24, scope: !9)
!27 = !DILocation(line: 16, column: 22, scope: !9)
!28 = !DILocation(line: 16, column: 9, scope: !9)
!29 = !DILocation(line: 17, column: 9, scope: !9)
!30 = !DILocation(line: 17, column: 18, scope: !9)
!31 = !DILocation(line: 17, column: 20, scope: !9)
!32 = !DILocation(line: 17, column: 13, scope: !9)
!33 = !DILocation(line: 17, column: 11, scope: !9)
!34 = !DILocation(line: 18, column: 21, scope: !9)
!35 = !DILocation(line: 18, column: 12, scope: !9)
!36 = !DILocation(line: 18, column: 14, scope: !9)
!37 = !DILocation(line: 18, column: 7, scope: !9)
!38 = !DILocation(line: 18, column: 19, scope: !9)
!39 = !DILocation(line: 19, column: 7, scope: !9)
!40 = !DILocation(line: 20, column: 5, scope: !9)
!41 = !DILocation(line: 21, column: 3, scope: !9)
!42 = !DILocation(line: 15, column: 26, scope: !9)
!43 = distinct !{!43, !22, !41, !44}
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 22, column: 12, scope: !9)
!46 = !DILocation(line: 22, column: 3, scope: !9)
!47 = !DILocation(line: 22, column: 7, scope: !9)
!48 = !DILocation(line: 22, column: 10, scope: !9)
!49 = !DILocation(line: 23, column: 1, scope: !9)
