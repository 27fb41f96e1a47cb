; ModuleID = 'hist_shared_plain.cu'
source_filename = "hist_shared_plain.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ10histogram8E4bins = internal addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @histogram8(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaThreadIdx, align 1
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %8, ptr %5, align 4, !dbg !16
  %9 = load i32, ptr %5, align 4, !dbg !17
  %10 = icmp slt i32 %9, 8, !dbg !18
  br i1 %10, label %11, label %15, !dbg !17

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4, !dbg !19
  %13 = sext i32 %12 to i64, !dbg !20
  %14 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10histogram8E4bins to ptr), i64 0, i64 %13, !dbg !20
  store i32 0, ptr %14, align 4, !dbg !21
  br label %15, !dbg !20

15:                                               ; preds = %11, %2
  call void @llvm.nvvm.barrier0(), !dbg !22
  %16 = load ptr, ptr %3, align 8, !dbg !23
  %17 = load i32, ptr %5, align 4, !dbg !24
  %18 = sext i32 %17 to i64, !dbg !23
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !23
  %20 = load i32, ptr %19, align 4, !dbg !23
  %21 = and i32 %20, 7, !dbg !25
  store i32 %21, ptr %7, align 4, !dbg !26
  %22 = load i32, ptr %7, align 4, !dbg !27
  %23 = sext i32 %22 to i64, !dbg !28
  %24 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10histogram8E4bins to ptr), i64 0, i64 %23, !dbg !28
  %25 = load i32, ptr %24, align 4, !dbg !29
  %26 = add nsw i32 %25, 1, !dbg !29
  store i32 %26, ptr %24, align 4, !dbg !29
  call void @llvm.nvvm.barrier0(), !dbg !30
  %27 = load i32, ptr %5, align 4, !dbg !31
  %28 = icmp slt i32 %27, 8, !dbg !32
  br i1 %28, label %29, label %38, !dbg !31

29:                                               ; preds = %15
  %30 = load i32, ptr %5, align 4, !dbg !33
  %31 = sext i32 %30 to i64, !dbg !34
  %32 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10histogram8E4bins to ptr), i64 0, i64 %31, !dbg !34
  %33 = load i32, ptr %32, align 4, !dbg !34
  %34 = load ptr, ptr %4, align 8, !dbg !35
  %35 = load i32, ptr %5, align 4, !dbg !36
  %36 = sext i32 %35 to i64, !dbg !35
  %37 = getelementptr inbounds i32, ptr %34, i64 %36, !dbg !35
  store i32 %33, ptr %37, align 4, !dbg !37
  br label %38, !dbg !35

38:                                               ; preds = %29, %15
  ret void, !dbg !38
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
!1 = !DIFile(filename: "hist_shared_plain.cu", directory: ".")
!2 = !{ptr @histogram8, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "histogram8", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 11, scope: !9)
!16 = !DILocation(line: 6, column: 7, scope: !9)
!17 = !DILocation(line: 7, column: 7, scope: !9)
!18 = !DILocation(line: 7, column: 9, scope: !9)
!19 = !DILocation(line: 8, column: 10, scope: !9)
!20 = !DILocation(line: 8, column: 5, scope: !9)
!21 = !DILocation(line: 8, column: 13, scope: !9)
!22 = !DILocation(line: 9, column: 3, scope: !9)
!23 = !DILocation(line: 10, column: 11, scope: !9)
!24 = !DILocation(line: 10, column: 14, scope: !9)
!25 = !DILocation(line: 10, column: 17, scope: !9)
!26 = !DILocation(line: 10, column: 7, scope: !9)
!27 = !DILocation(line: 14, column: 8, scope: !9)
!28 = !DILocation(line: 14, column: 3, scope: !9)
!29 = !DILocation(line: 14, column: 10, scope: !9)
!30 = !DILocation(line: 16, column: 3, scope: !9)
!31 = !DILocation(line: 17, column: 7, scope: !9)
!32 = !DILocation(line: 17, column: 9, scope: !9)
!33 = !DILocation(line: 18, column: 19, scope: !9)
!34 = !DILocation(line: 18, column: 14, scope: !9)
!35 = !DILocation(line: 18, column: 5, scope: !9)
!36 = !DILocation(line: 18, column: 9, scope: !9)
!37 = !DILocation(line: 18, column: 12, scope: !9)
!38 = !DILocation(line: 19, column: 1, scope: !9)
