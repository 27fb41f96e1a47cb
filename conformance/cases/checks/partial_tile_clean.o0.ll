; ModuleID = 'partial_tile.cu'
source_filename = "partial_tile.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }

@_ZZ10mirror_sumE4tile = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @mirror_sum(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
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
  %10 = load i32, ptr %5, align 4, !dbg !17
  store i32 %10, ptr %7, align 4, !dbg !18
  br label %11, !dbg !19

11:                                               ; preds = %23, %2
  %12 = load i32, ptr %7, align 4, !dbg !20
  %13 = icmp slt i32 %12, 64, !dbg !21
  br i1 %13, label %14, label %27, !dbg !22

14:                                               ; preds = %11
  %15 = load ptr, ptr %3, align 8, !dbg !23
  %16 = load i32, ptr %7, align 4, !dbg !24
  %17 = sext i32 %16 to i64, !dbg !23
  %18 = getelementptr inbounds i32, ptr %15, i64 %17, !dbg !23
  %19 = load i32, ptr %18, align 4, !dbg !23
  %20 = load i32, ptr %7, align 4, !dbg !25
  %21 = sext i32 %20 to i64, !dbg !26
  %22 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10mirror_sumE4tile to ptr), i64 0, i64 %21, !dbg !26
  store i32 %19, ptr %22, align 4, !dbg !27
  br label %23, !dbg !26

23:                                               ; preds = %14
  %24 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !28
  %25 = load i32, ptr %7, align 4, !dbg !31
  %26 = add i32 %25, %24, !dbg !31
  store i32 %26, ptr %7, align 4, !dbg !31
  br label %11, !dbg !22, !llvm.loop !32

27:                                               ; preds = %11
  call void @llvm.nvvm.barrier0(), !dbg !35
  %28 = load i32, ptr %5, align 4, !dbg !36
  %29 = sext i32 %28 to i64, !dbg !37
  %30 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10mirror_sumE4tile to ptr), i64 0, i64 %29, !dbg !37
  %31 = load i32, ptr %30, align 4, !dbg !37
  %32 = load i32, ptr %5, align 4, !dbg !38
  %33 = sub nsw i32 63, %32, !dbg !39
  %34 = sext i32 %33 to i64, !dbg !40
  %35 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10mirror_sumE4tile to ptr), i64 0, i64 %34, !dbg !40
  %36 = load i32, ptr %35, align 4, !dbg !40
  %37 = add nsw i32 %31, %36, !dbg !41
  %38 = load ptr, ptr %4, align 8, !dbg !42
  %39 = load i32, ptr %5, align 4, !dbg !43
  %40 = sext i32 %39 to i64, !dbg !42
  %41 = getelementptr inbounds i32, ptr %38, i64 %40, !dbg !42
  store i32 %37, ptr %41, align 4, !dbg !44
  ret void, !dbg !45
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

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
!1 = !DIFile(filename: "partial_tile.cu", directory: ".")
!2 = !{ptr @mirror_sum, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "mirror_sum", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 7, column: 7, scope: !9)
!17 = !DILocation(line: 9, column: 16, scope: !9)
!18 = !DILocation(line: 9, column: 12, scope: !9)
!19 = !DILocation(line: 9, column: 8, scope: !9)
!20 = !DILocation(line: 9, column: 19, scope: !9)
!21 = !DILocation(line: 9, column: 21, scope: !9)
!22 = !DILocation(line: 9, column: 3, scope: !9)
!23 = !DILocation(line: 10, column: 15, scope: !9)
!24 = !DILocation(line: 10, column: 18, scope: !9)
!25 = !DILocation(line: 10, column: 10, scope: !9)
!26 = !DILocation(line: 10, column: 5, scope: !9)
!27 = !DILocation(line: 10, column: 13, scope: !9)
!28 = !DILocation(line: 59, column: 1, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!30 = distinct !DILocation(line: 9, column: 32, scope: !9)
!31 = !DILocation(line: 9, column: 29, scope: !9)
!32 = distinct !{!32, !22, !33, !34}
!33 = !DILocation(line: 10, column: 19, scope: !9)
!34 = !{!"llvm.loop.mustprogress"}
!35 = !DILocation(line: 14, column: 3, scope: !9)
!36 = !DILocation(line: 15, column: 17, scope: !9)
!37 = !DILocation(line: 15, column: 12, scope: !9)
!38 = !DILocation(line: 15, column: 32, scope: !9)
!39 = !DILocation(line: 15, column: 30, scope: !9)
!40 = !DILocation(line: 15, column: 22, scope: !9)
!41 = !DILocation(line: 15, column: 20, scope: !9)
!42 = !DILocation(line: 15, column: 3, scope: !9)
!43 = !DILocation(line: 15, column: 7, scope: !9)
!44 = !DILocation(line: 15, column: 10, scope: !9)
!45 = !DILocation(line: 16, column: 1, scope: !9)
