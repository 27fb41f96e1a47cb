; ModuleID = 'different_barriers.cu'
source_filename = "different_barriers.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ7handoffE1s = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @handoff(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %7, ptr %5, align 4, !dbg !16
  %8 = load i32, ptr %5, align 4, !dbg !17
  %9 = icmp slt i32 %8, 32, !dbg !18
  br i1 %9, label %10, label %20, !dbg !17

10:                                               ; preds = %2
  %11 = load ptr, ptr %3, align 8, !dbg !19
  %12 = load i32, ptr %5, align 4, !dbg !20
  %13 = sext i32 %12 to i64, !dbg !19
  %14 = getelementptr inbounds i32, ptr %11, i64 %13, !dbg !19
  %15 = load i32, ptr %14, align 4, !dbg !19
  %16 = mul nsw i32 2, %15, !dbg !21
  %17 = load i32, ptr %5, align 4, !dbg !22
  %18 = sext i32 %17 to i64, !dbg !23
  %19 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7handoffE1s to ptr), i64 0, i64 %18, !dbg !23
  store i32 %16, ptr %19, align 4, !dbg !24
  call void @llvm.nvvm.barrier.sync.cnt(i32 1, i32 64), !dbg !25
  br label %32, !dbg !26

20:                                               ; preds = %2
  call void @llvm.nvvm.barrier.sync.cnt(i32 2, i32 64), !dbg !27
  %21 = load i32, ptr %5, align 4, !dbg !28
  %22 = sub nsw i32 %21, 32, !dbg !29
  %23 = sext i32 %22 to i64, !dbg !30
  %24 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ7handoffE1s to ptr), i64 0, i64 %23, !dbg !30
  %25 = load i32, ptr %24, align 4, !dbg !30
  %26 = add nsw i32 %25, 1, !dbg !31
  %27 = load ptr, ptr %4, align 8, !dbg !32
  %28 = load i32, ptr %5, align 4, !dbg !33
  %29 = sub nsw i32 %28, 32, !dbg !34
  %30 = sext i32 %29 to i64, !dbg !32
  %31 = getelementptr inbounds i32, ptr %27, i64 %30, !dbg !32
  store i32 %26, ptr %31, align 4, !dbg !35
  br label %32

32:                                               ; preds = %20, %10
  ret void, !dbg !36
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32) #1

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
!1 = !DIFile(filename: "different_barriers.cu", directory: ".")
!2 = !{ptr @handoff, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "handoff", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 8, column: 7, scope: !9)
!17 = !DILocation(line: 9, column: 7, scope: !9)
!18 = !DILocation(line: 9, column: 9, scope: !9)
!19 = !DILocation(line: 10, column: 16, scope: !9)
!20 = !DILocation(line: 10, column: 19, scope: !9)
!21 = !DILocation(line: 10, column: 14, scope: !9)
!22 = !DILocation(line: 10, column: 7, scope: !9)
!23 = !DILocation(line: 10, column: 5, scope: !9)
!24 = !DILocation(line: 10, column: 10, scope: !9)
!25 = !DILocation(line: 11, column: 5, scope: !9)
!26 = !DILocation(line: 12, column: 3, scope: !9)
!27 = !DILocation(line: 16, column: 5, scope: !9)
!28 = !DILocation(line: 18, column: 21, scope: !9)
!29 = !DILocation(line: 18, column: 23, scope: !9)
!30 = !DILocation(line: 18, column: 19, scope: !9)
!31 = !DILocation(line: 18, column: 29, scope: !9)
!32 = !DILocation(line: 18, column: 5, scope: !9)
!33 = !DILocation(line: 18, column: 9, scope: !9)
!34 = !DILocation(line: 18, column: 11, scope: !9)
!35 = !DILocation(line: 18, column: 17, scope: !9)
!36 = !DILocation(line: 20, column: 1, scope: !9)
