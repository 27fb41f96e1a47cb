; ModuleID = 'syncwarp_wrong_mask.cu'
source_filename = "syncwarp_wrong_mask.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ8swap_lowE1s = internal addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @swap_low(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %8, ptr %6, align 4, !dbg !16
  %9 = load i32, ptr %6, align 4, !dbg !17
  %10 = icmp slt i32 %9, 16, !dbg !18
  br i1 %10, label %11, label %20, !dbg !17

11:                                               ; preds = %2
  %12 = load ptr, ptr %4, align 8, !dbg !19
  %13 = load i32, ptr %6, align 4, !dbg !20
  %14 = sext i32 %13 to i64, !dbg !19
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !19
  %16 = load i32, ptr %15, align 4, !dbg !19
  %17 = load i32, ptr %6, align 4, !dbg !21
  %18 = sext i32 %17 to i64, !dbg !22
  %19 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8swap_lowE1s to ptr), i64 0, i64 %18, !dbg !22
  store i32 %16, ptr %19, align 4, !dbg !23
  br label %20, !dbg !22

20:                                               ; preds = %11, %2
  store i32 65535, ptr %3, align 4
  %21 = load i32, ptr %3, align 4, !dbg !24
  call void @llvm.nvvm.bar.warp.sync(i32 %21), !dbg !27
  %22 = load i32, ptr %6, align 4, !dbg !28
  %23 = icmp slt i32 %22, 16, !dbg !29
  br i1 %23, label %24, label %30, !dbg !28

24:                                               ; preds = %20
  %25 = load i32, ptr %6, align 4, !dbg !30
  %26 = xor i32 %25, 1, !dbg !31
  %27 = sext i32 %26 to i64, !dbg !32
  %28 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8swap_lowE1s to ptr), i64 0, i64 %27, !dbg !32
  %29 = load i32, ptr %28, align 4, !dbg !32
  br label %36, !dbg !28

30:                                               ; preds = %20
  %31 = load ptr, ptr %4, align 8, !dbg !33
  %32 = load i32, ptr %6, align 4, !dbg !34
  %33 = sext i32 %32 to i64, !dbg !33
  %34 = getelementptr inbounds i32, ptr %31, i64 %33, !dbg !33
  %35 = load i32, ptr %34, align 4, !dbg !33
  br label %36, !dbg !28

36:                                               ; preds = %30, %24
  %37 = phi i32 [ %29, %24 ], [ %35, %30 ], !dbg !28
  %38 = load ptr, ptr %5, align 8, !dbg !35
  %39 = load i32, ptr %6, align 4, !dbg !36
  %40 = sext i32 %39 to i64, !dbg !35
  %41 = getelementptr inbounds i32, ptr %38, i64 %40, !dbg !35
  store i32 %37, ptr %41, align 4, !dbg !37
  ret void, !dbg !38
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "syncwarp_wrong_mask.cu", directory: ".")
!2 = !{ptr @swap_low, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "swap_low", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 7, column: 7, scope: !9)
!17 = !DILocation(line: 8, column: 7, scope: !9)
!18 = !DILocation(line: 8, column: 9, scope: !9)
!19 = !DILocation(line: 9, column: 12, scope: !9)
!20 = !DILocation(line: 9, column: 15, scope: !9)
!21 = !DILocation(line: 9, column: 7, scope: !9)
!22 = !DILocation(line: 9, column: 5, scope: !9)
!23 = !DILocation(line: 9, column: 10, scope: !9)
!24 = !DILocation(line: 76, column: 77, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!26 = distinct !DILocation(line: 13, column: 3, scope: !9)
!27 = !DILocation(line: 76, column: 56, scope: !25, inlinedAt: !26)
!28 = !DILocation(line: 15, column: 12, scope: !9)
!29 = !DILocation(line: 15, column: 14, scope: !9)
!30 = !DILocation(line: 15, column: 23, scope: !9)
!31 = !DILocation(line: 15, column: 25, scope: !9)
!32 = !DILocation(line: 15, column: 21, scope: !9)
!33 = !DILocation(line: 15, column: 32, scope: !9)
!34 = !DILocation(line: 15, column: 35, scope: !9)
!35 = !DILocation(line: 15, column: 3, scope: !9)
!36 = !DILocation(line: 15, column: 7, scope: !9)
!37 = !DILocation(line: 15, column: 10, scope: !9)
!38 = !DILocation(line: 16, column: 1, scope: !9)
