; ModuleID = 'race_loop_barrier.cu'
source_filename = "race_loop_barrier.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ9tile_sumsE4tile = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @tile_sums(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %11, ptr %7, align 4, !dbg !16
  store i32 0, ptr %9, align 4, !dbg !17
  store i32 0, ptr %10, align 4, !dbg !18
  br label %12, !dbg !19

12:                                               ; preds = %34, %3
  %13 = load i32, ptr %10, align 4, !dbg !20
  %14 = load i32, ptr %6, align 4, !dbg !21
  %15 = icmp slt i32 %13, %14, !dbg !22
  br i1 %15, label %16, label %37, !dbg !23

16:                                               ; preds = %12
  %17 = load ptr, ptr %4, align 8, !dbg !24
  %18 = load i32, ptr %10, align 4, !dbg !25
  %19 = load i32, ptr %7, align 4, !dbg !26
  %20 = add nsw i32 %18, %19, !dbg !27
  %21 = sext i32 %20 to i64, !dbg !24
  %22 = getelementptr inbounds i32, ptr %17, i64 %21, !dbg !24
  %23 = load i32, ptr %22, align 4, !dbg !24
  %24 = load i32, ptr %7, align 4, !dbg !28
  %25 = sext i32 %24 to i64, !dbg !29
  %26 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9tile_sumsE4tile to ptr), i64 0, i64 %25, !dbg !29
  store i32 %23, ptr %26, align 4, !dbg !30
  call void @llvm.nvvm.barrier0(), !dbg !31
  %27 = load i32, ptr %7, align 4, !dbg !32
  %28 = sub nsw i32 63, %27, !dbg !33
  %29 = sext i32 %28 to i64, !dbg !34
  %30 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9tile_sumsE4tile to ptr), i64 0, i64 %29, !dbg !34
  %31 = load i32, ptr %30, align 4, !dbg !34
  %32 = load i32, ptr %9, align 4, !dbg !35
  %33 = add nsw i32 %32, %31, !dbg !35
  store i32 %33, ptr %9, align 4, !dbg !35
  br label %34, !dbg !36

34:                                               ; preds = %16
  %35 = load i32, ptr %10, align 4, !dbg !37
  %36 = add nsw i32 %35, 64, !dbg !37
  store i32 %36, ptr %10, align 4, !dbg !37
  br label %12, !dbg !23, !llvm.loop !38

37:                                               ; preds = %12
  %38 = load i32, ptr %9, align 4, !dbg !40
  %39 = load ptr, ptr %5, align 8, !dbg !41
  %40 = load i32, ptr %7, align 4, !dbg !42
  %41 = sext i32 %40 to i64, !dbg !41
  %42 = getelementptr inbounds i32, ptr %39, i64 %41, !dbg !41
  store i32 %38, ptr %42, align 4, !dbg !43
  ret void, !dbg !44
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race_loop_barrier.cu", directory: ".")
!2 = !{ptr @tile_sums, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "tile_sums", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !DILocation(line: 9, column: 7, scope: !9)
!17 = !DILocation(line: 10, column: 7, scope: !9)
!18 = !DILocation(line: 11, column: 12, scope: !9)
!19 = !DILocation(line: 11, column: 8, scope: !9)
!20 = !DILocation(line: 11, column: 22, scope: !9)
!21 = !DILocation(line: 11, column: 29, scope: !9)
!22 = !DILocation(line: 11, column: 27, scope: !9)
!23 = !DILocation(line: 11, column: 3, scope: !9)
!24 = !DILocation(line: 12, column: 15, scope: !9)
!25 = !DILocation(line: 12, column: 18, scope: !9)
!26 = !DILocation(line: 12, column: 25, scope: !9)
!27 = !DILocation(line: 12, column: 23, scope: !9)
!28 = !DILocation(line: 12, column: 10, scope: !9)
!29 = !DILocation(line: 12, column: 5, scope: !9)
!30 = !DILocation(line: 12, column: 13, scope: !9)
!31 = !DILocation(line: 13, column: 5, scope: !9)
!32 = !DILocation(line: 14, column: 22, scope: !9)
!33 = !DILocation(line: 14, column: 20, scope: !9)
!34 = !DILocation(line: 14, column: 12, scope: !9)
!35 = !DILocation(line: 14, column: 9, scope: !9)
!36 = !DILocation(line: 18, column: 3, scope: !9)
!37 = !DILocation(line: 11, column: 37, scope: !9)
!38 = distinct !{!38, !23, !36, !39}
!39 = !{!"llvm.loop.mustprogress"}
!40 = !DILocation(line: 19, column: 12, scope: !9)
!41 = !DILocation(line: 19, column: 3, scope: !9)
!42 = !DILocation(line: 19, column: 7, scope: !9)
!43 = !DILocation(line: 19, column: 10, scope: !9)
!44 = !DILocation(line: 20, column: 1, scope: !9)
