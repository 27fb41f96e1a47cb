; ModuleID = 'race_shared_raw.cu'
source_filename = "race_shared_raw.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ6lookupE3lut = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @lookup(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !9 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %10, ptr %8, align 4, !dbg !16
  %11 = load i32, ptr %8, align 4, !dbg !17
  %12 = icmp slt i32 %11, 32, !dbg !18
  br i1 %12, label %13, label %22, !dbg !17

13:                                               ; preds = %3
  %14 = load ptr, ptr %5, align 8, !dbg !19
  %15 = load i32, ptr %8, align 4, !dbg !20
  %16 = sext i32 %15 to i64, !dbg !19
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !19
  %18 = load i32, ptr %17, align 4, !dbg !19
  %19 = load i32, ptr %8, align 4, !dbg !21
  %20 = sext i32 %19 to i64, !dbg !22
  %21 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ6lookupE3lut to ptr), i64 0, i64 %20, !dbg !22
  store i32 %18, ptr %21, align 4, !dbg !23
  br label %22, !dbg !22

22:                                               ; preds = %13, %3
  store i32 -1, ptr %4, align 4
  %23 = load i32, ptr %4, align 4, !dbg !24
  call void @llvm.nvvm.bar.warp.sync(i32 %23), !dbg !27
  call void @llvm.nvvm.barrier0(), !dbg !28
  %24 = load ptr, ptr %6, align 8, !dbg !29
  %25 = load i32, ptr %8, align 4, !dbg !30
  %26 = sext i32 %25 to i64, !dbg !29
  %27 = getelementptr inbounds i32, ptr %24, i64 %26, !dbg !29
  %28 = load i32, ptr %27, align 4, !dbg !29
  %29 = and i32 %28, 31, !dbg !31
  %30 = sext i32 %29 to i64, !dbg !32
  %31 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ6lookupE3lut to ptr), i64 0, i64 %30, !dbg !32
  %32 = load i32, ptr %31, align 4, !dbg !32
  %33 = load ptr, ptr %7, align 8, !dbg !33
  %34 = load i32, ptr %8, align 4, !dbg !34
  %35 = sext i32 %34 to i64, !dbg !33
  %36 = getelementptr inbounds i32, ptr %33, i64 %35, !dbg !33
  store i32 %32, ptr %36, align 4, !dbg !35
  ret void, !dbg !36
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race_shared_raw.cu", directory: ".")
!2 = !{ptr @lookup, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "lookup", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !DILocation(line: 9, column: 7, scope: !9)
!17 = !DILocation(line: 10, column: 7, scope: !9)
!18 = !DILocation(line: 10, column: 9, scope: !9)
!19 = !DILocation(line: 11, column: 14, scope: !9)
!20 = !DILocation(line: 11, column: 20, scope: !9)
!21 = !DILocation(line: 11, column: 9, scope: !9)
!22 = !DILocation(line: 11, column: 5, scope: !9)
!23 = !DILocation(line: 11, column: 12, scope: !9)
!24 = !DILocation(line: 76, column: 77, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!26 = distinct !DILocation(line: 12, column: 3, scope: !9)
!27 = !DILocation(line: 76, column: 56, scope: !25, inlinedAt: !26)
!28 = !DILocation(line: 14, column: 3, scope: !9)
!29 = !DILocation(line: 16, column: 16, scope: !9)
!30 = !DILocation(line: 16, column: 21, scope: !9)
!31 = !DILocation(line: 16, column: 24, scope: !9)
!32 = !DILocation(line: 16, column: 12, scope: !9)
!33 = !DILocation(line: 16, column: 3, scope: !9)
!34 = !DILocation(line: 16, column: 7, scope: !9)
!35 = !DILocation(line: 16, column: 10, scope: !9)
!36 = !DILocation(line: 17, column: 1, scope: !9)
