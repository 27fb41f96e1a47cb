; ModuleID = 'race_atomic_reset.cu'
source_filename = "race_atomic_reset.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }

@_ZZ14count_positiveE5count = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @count_positive(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaThreadIdx, align 1
  %7 = alloca %struct.CudaBlockIdx, align 1
  %8 = alloca %struct.CudaBlockDim, align 1
  %9 = alloca %struct.CudaBlockIdx, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %10, ptr %5, align 4, !dbg !16
  %11 = load i32, ptr %5, align 4, !dbg !17
  %12 = icmp eq i32 %11, 0, !dbg !18
  br i1 %12, label %13, label %14, !dbg !17

13:                                               ; preds = %2
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ14count_positiveE5count to ptr), align 4, !dbg !19
  br label %14, !dbg !20

14:                                               ; preds = %13, %2
  %15 = load ptr, ptr %3, align 8, !dbg !21
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %17 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !25
  %18 = mul i32 %16, %17, !dbg !28
  %19 = load i32, ptr %5, align 4, !dbg !29
  %20 = add i32 %18, %19, !dbg !30
  %21 = zext i32 %20 to i64, !dbg !21
  %22 = getelementptr inbounds i32, ptr %15, i64 %21, !dbg !21
  %23 = load i32, ptr %22, align 4, !dbg !21
  %24 = icmp sgt i32 %23, 0, !dbg !31
  br i1 %24, label %25, label %27, !dbg !21

25:                                               ; preds = %14
  %26 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ14count_positiveE5count to ptr), i32 1 seq_cst, align 4, !dbg !32
  br label %27, !dbg !32

27:                                               ; preds = %25, %14
  call void @llvm.nvvm.barrier0(), !dbg !33
  %28 = load i32, ptr %5, align 4, !dbg !34
  %29 = icmp eq i32 %28, 0, !dbg !35
  br i1 %29, label %30, label %36, !dbg !34

30:                                               ; preds = %27
  %31 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14count_positiveE5count to ptr), align 4, !dbg !36
  %32 = load ptr, ptr %4, align 8, !dbg !37
  %33 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !38
  %34 = zext i32 %33 to i64, !dbg !37
  %35 = getelementptr inbounds i32, ptr %32, i64 %34, !dbg !37
  store i32 %31, ptr %35, align 4, !dbg !40
  br label %36, !dbg !37

36:                                               ; preds = %30, %27
  ret void, !dbg !41
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!1 = !DIFile(filename: "race_atomic_reset.cu", directory: ".")
!2 = !{ptr @count_positive, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "count_positive", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !DILocation(line: 9, column: 7, scope: !9)
!17 = !DILocation(line: 10, column: 7, scope: !9)
!18 = !DILocation(line: 10, column: 9, scope: !9)
!19 = !DILocation(line: 11, column: 11, scope: !9)
!20 = !DILocation(line: 11, column: 5, scope: !9)
!21 = !DILocation(line: 15, column: 7, scope: !9)
!22 = !DILocation(line: 58, column: 1, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!24 = distinct !DILocation(line: 15, column: 10, scope: !9)
!25 = !DILocation(line: 59, column: 1, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!27 = distinct !DILocation(line: 15, column: 23, scope: !9)
!28 = !DILocation(line: 15, column: 21, scope: !9)
!29 = !DILocation(line: 15, column: 36, scope: !9)
!30 = !DILocation(line: 15, column: 34, scope: !9)
!31 = !DILocation(line: 15, column: 39, scope: !9)
!32 = !DILocation(line: 16, column: 5, scope: !9)
!33 = !DILocation(line: 17, column: 3, scope: !9)
!34 = !DILocation(line: 18, column: 7, scope: !9)
!35 = !DILocation(line: 18, column: 9, scope: !9)
!36 = !DILocation(line: 19, column: 23, scope: !9)
!37 = !DILocation(line: 19, column: 5, scope: !9)
!38 = !DILocation(line: 58, column: 1, scope: !23, inlinedAt: !39)
!39 = distinct !DILocation(line: 19, column: 9, scope: !9)
!40 = !DILocation(line: 19, column: 21, scope: !9)
!41 = !DILocation(line: 20, column: 1, scope: !9)
