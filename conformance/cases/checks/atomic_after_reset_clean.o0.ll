; ModuleID = 'atomic_after_reset.cu'
source_filename = "atomic_after_reset.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockIdx = type { i8 }

@_ZZ14count_positiveE5count = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @count_positive(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca %struct.CudaBlockIdx, align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %10, ptr %7, align 4, !dbg !16
  %11 = load i32, ptr %7, align 4, !dbg !17
  %12 = icmp eq i32 %11, 0, !dbg !18
  br i1 %12, label %13, label %14, !dbg !17

13:                                               ; preds = %2
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ14count_positiveE5count to ptr), align 4, !dbg !19
  br label %14, !dbg !20

14:                                               ; preds = %13, %2
  call void @llvm.nvvm.barrier0(), !dbg !21
  %15 = load ptr, ptr %5, align 8, !dbg !22
  %16 = load i32, ptr %7, align 4, !dbg !23
  %17 = sext i32 %16 to i64, !dbg !22
  %18 = getelementptr inbounds i32, ptr %15, i64 %17, !dbg !22
  %19 = load i32, ptr %18, align 4, !dbg !22
  %20 = icmp sgt i32 %19, 0, !dbg !24
  br i1 %20, label %21, label %25, !dbg !22

21:                                               ; preds = %14
  store ptr addrspacecast (ptr addrspace(3) @_ZZ14count_positiveE5count to ptr), ptr %3, align 8
  store i32 1, ptr %4, align 4
  %22 = load ptr, ptr %3, align 8, !dbg !25
  %23 = load i32, ptr %4, align 4, !dbg !28
  %24 = atomicrmw add ptr %22, i32 %23 seq_cst, align 4, !dbg !29
  br label %25, !dbg !30

25:                                               ; preds = %21, %14
  call void @llvm.nvvm.barrier0(), !dbg !31
  %26 = load i32, ptr %7, align 4, !dbg !32
  %27 = icmp eq i32 %26, 0, !dbg !33
  br i1 %27, label %28, label %34, !dbg !32

28:                                               ; preds = %25
  %29 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14count_positiveE5count to ptr), align 4, !dbg !34
  %30 = load ptr, ptr %6, align 8, !dbg !35
  %31 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !36
  %32 = zext i32 %31 to i64, !dbg !35
  %33 = getelementptr inbounds i32, ptr %30, i64 %32, !dbg !35
  store i32 %29, ptr %33, align 4, !dbg !39
  br label %34, !dbg !35

34:                                               ; preds = %28, %25
  ret void, !dbg !40
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "atomic_after_reset.cu", directory: ".")
!2 = !{ptr @count_positive, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "count_positive", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 7, column: 7, scope: !9)
!17 = !DILocation(line: 8, column: 7, scope: !9)
!18 = !DILocation(line: 8, column: 9, scope: !9)
!19 = !DILocation(line: 9, column: 11, scope: !9)
!20 = !DILocation(line: 9, column: 5, scope: !9)
!21 = !DILocation(line: 11, column: 3, scope: !9)
!22 = !DILocation(line: 13, column: 7, scope: !9)
!23 = !DILocation(line: 13, column: 10, scope: !9)
!24 = !DILocation(line: 13, column: 13, scope: !9)
!25 = !DILocation(line: 122, column: 69, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 122, type: !10, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!27 = distinct !DILocation(line: 14, column: 5, scope: !9)
!28 = !DILocation(line: 122, column: 72, scope: !26, inlinedAt: !27)
!29 = !DILocation(line: 122, column: 47, scope: !26, inlinedAt: !27)
!30 = !DILocation(line: 14, column: 5, scope: !9)
!31 = !DILocation(line: 15, column: 3, scope: !9)
!32 = !DILocation(line: 16, column: 7, scope: !9)
!33 = !DILocation(line: 16, column: 9, scope: !9)
!34 = !DILocation(line: 17, column: 23, scope: !9)
!35 = !DILocation(line: 17, column: 5, scope: !9)
!36 = !DILocation(line: 58, column: 1, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!38 = distinct !DILocation(line: 17, column: 9, scope: !9)
!39 = !DILocation(line: 17, column: 21, scope: !9)
!40 = !DILocation(line: 18, column: 1, scope: !9)
