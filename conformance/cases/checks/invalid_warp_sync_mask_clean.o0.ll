; ModuleID = 'invalid_warp_sync_mask.cu'
source_filename = "invalid_warp_sync_mask.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }

@_ZZ10swap_pairsE1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @swap_pairs(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaThreadIdx, align 1
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaBlockDim, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %9, ptr %5, align 4, !dbg !16
  %10 = load ptr, ptr %3, align 8, !dbg !17
  %11 = load i32, ptr %5, align 4, !dbg !18
  %12 = sext i32 %11 to i64, !dbg !17
  %13 = getelementptr inbounds i32, ptr %10, i64 %12, !dbg !17
  %14 = load i32, ptr %13, align 4, !dbg !17
  %15 = load i32, ptr %5, align 4, !dbg !19
  %16 = sext i32 %15 to i64, !dbg !20
  %17 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10swap_pairsE1s to ptr), i64 0, i64 %16, !dbg !20
  store i32 %14, ptr %17, align 4, !dbg !21
  %18 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %19 = load i32, ptr %5, align 4, !dbg !25
  %20 = sdiv i32 %19, 32, !dbg !26
  %21 = mul nsw i32 %20, 32, !dbg !27
  %22 = sub i32 %18, %21, !dbg !28
  store i32 %22, ptr %7, align 4, !dbg !29
  %23 = load i32, ptr %7, align 4, !dbg !30
  %24 = icmp uge i32 %23, 32, !dbg !31
  br i1 %24, label %25, label %26, !dbg !30

25:                                               ; preds = %2
  br label %30, !dbg !30

26:                                               ; preds = %2
  %27 = load i32, ptr %7, align 4, !dbg !32
  %28 = shl i32 1, %27, !dbg !33
  %29 = sub i32 %28, 1, !dbg !34
  br label %30, !dbg !30

30:                                               ; preds = %26, %25
  %31 = phi i32 [ -1, %25 ], [ %29, %26 ], !dbg !30
  call void @llvm.nvvm.bar.warp.sync(i32 %31), !dbg !35
  %32 = load i32, ptr %5, align 4, !dbg !36
  %33 = xor i32 %32, 1, !dbg !37
  %34 = sext i32 %33 to i64, !dbg !38
  %35 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10swap_pairsE1s to ptr), i64 0, i64 %34, !dbg !38
  %36 = load i32, ptr %35, align 4, !dbg !38
  %37 = load ptr, ptr %4, align 8, !dbg !39
  %38 = load i32, ptr %5, align 4, !dbg !40
  %39 = sext i32 %38 to i64, !dbg !39
  %40 = getelementptr inbounds i32, ptr %37, i64 %39, !dbg !39
  store i32 %36, ptr %40, align 4, !dbg !41
  ret void, !dbg !42
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "invalid_warp_sync_mask.cu", directory: ".")
!2 = !{ptr @swap_pairs, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "swap_pairs", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 7, column: 7, scope: !9)
!17 = !DILocation(line: 8, column: 10, scope: !9)
!18 = !DILocation(line: 8, column: 13, scope: !9)
!19 = !DILocation(line: 8, column: 5, scope: !9)
!20 = !DILocation(line: 8, column: 3, scope: !9)
!21 = !DILocation(line: 8, column: 8, scope: !9)
!22 = !DILocation(line: 59, column: 1, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!24 = distinct !DILocation(line: 10, column: 20, scope: !9)
!25 = !DILocation(line: 10, column: 33, scope: !9)
!26 = !DILocation(line: 10, column: 35, scope: !9)
!27 = !DILocation(line: 10, column: 40, scope: !9)
!28 = !DILocation(line: 10, column: 31, scope: !9)
!29 = !DILocation(line: 10, column: 12, scope: !9)
!30 = !DILocation(line: 11, column: 24, scope: !9)
!31 = !DILocation(line: 11, column: 30, scope: !9)
!32 = !DILocation(line: 11, column: 59, scope: !9)
!33 = !DILocation(line: 11, column: 56, scope: !9)
!34 = !DILocation(line: 11, column: 66, scope: !9)
!35 = !DILocation(line: 11, column: 3, scope: !9)
!36 = !DILocation(line: 15, column: 14, scope: !9)
!37 = !DILocation(line: 15, column: 16, scope: !9)
!38 = !DILocation(line: 15, column: 12, scope: !9)
!39 = !DILocation(line: 15, column: 3, scope: !9)
!40 = !DILocation(line: 15, column: 7, scope: !9)
!41 = !DILocation(line: 15, column: 10, scope: !9)
!42 = !DILocation(line: 16, column: 1, scope: !9)
