; ModuleID = 'hist_shared_plain.cu'
source_filename = "hist_shared_plain.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ10histogram8E4bins = internal addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @histogram8(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %10, ptr %7, align 4, !dbg !16
  %11 = load i32, ptr %7, align 4, !dbg !17
  %12 = icmp slt i32 %11, 8, !dbg !18
  br i1 %12, label %13, label %17, !dbg !17

13:                                               ; preds = %2
  %14 = load i32, ptr %7, align 4, !dbg !19
  %15 = sext i32 %14 to i64, !dbg !20
  %16 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10histogram8E4bins to ptr), i64 0, i64 %15, !dbg !20
  store i32 0, ptr %16, align 4, !dbg !21
  br label %17, !dbg !20

17:                                               ; preds = %13, %2
  call void @llvm.nvvm.barrier0(), !dbg !22
  %18 = load ptr, ptr %5, align 8, !dbg !23
  %19 = load i32, ptr %7, align 4, !dbg !24
  %20 = sext i32 %19 to i64, !dbg !23
  %21 = getelementptr inbounds i32, ptr %18, i64 %20, !dbg !23
  %22 = load i32, ptr %21, align 4, !dbg !23
  %23 = and i32 %22, 7, !dbg !25
  store i32 %23, ptr %9, align 4, !dbg !26
  %24 = load i32, ptr %9, align 4, !dbg !27
  %25 = sext i32 %24 to i64, !dbg !28
  %26 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10histogram8E4bins to ptr), i64 0, i64 %25, !dbg !28
  store ptr %26, ptr %3, align 8
  store i32 1, ptr %4, align 4
  %27 = load ptr, ptr %3, align 8, !dbg !29
  %28 = load i32, ptr %4, align 4, !dbg !32
  %29 = atomicrmw add ptr %27, i32 %28 seq_cst, align 4, !dbg !33
  call void @llvm.nvvm.barrier0(), !dbg !34
  %30 = load i32, ptr %7, align 4, !dbg !35
  %31 = icmp slt i32 %30, 8, !dbg !36
  br i1 %31, label %32, label %41, !dbg !35

32:                                               ; preds = %17
  %33 = load i32, ptr %7, align 4, !dbg !37
  %34 = sext i32 %33 to i64, !dbg !38
  %35 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10histogram8E4bins to ptr), i64 0, i64 %34, !dbg !38
  %36 = load i32, ptr %35, align 4, !dbg !38
  %37 = load ptr, ptr %6, align 8, !dbg !39
  %38 = load i32, ptr %7, align 4, !dbg !40
  %39 = sext i32 %38 to i64, !dbg !39
  %40 = getelementptr inbounds i32, ptr %37, i64 %39, !dbg !39
  store i32 %36, ptr %40, align 4, !dbg !41
  br label %41, !dbg !39

41:                                               ; preds = %32, %17
  ret void, !dbg !42
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
!27 = !DILocation(line: 12, column: 19, scope: !9)
!28 = !DILocation(line: 12, column: 14, scope: !9)
!29 = !DILocation(line: 122, column: 69, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 122, type: !10, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!31 = distinct !DILocation(line: 12, column: 3, scope: !9)
!32 = !DILocation(line: 122, column: 72, scope: !30, inlinedAt: !31)
!33 = !DILocation(line: 122, column: 47, scope: !30, inlinedAt: !31)
!34 = !DILocation(line: 16, column: 3, scope: !9)
!35 = !DILocation(line: 17, column: 7, scope: !9)
!36 = !DILocation(line: 17, column: 9, scope: !9)
!37 = !DILocation(line: 18, column: 19, scope: !9)
!38 = !DILocation(line: 18, column: 14, scope: !9)
!39 = !DILocation(line: 18, column: 5, scope: !9)
!40 = !DILocation(line: 18, column: 9, scope: !9)
!41 = !DILocation(line: 18, column: 12, scope: !9)
!42 = !DILocation(line: 19, column: 1, scope: !9)
