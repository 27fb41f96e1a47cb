; ModuleID = 'warp_broadcast_nosync.cu'
source_filename = "warp_broadcast_nosync.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ13add_warp_baseE4base = internal addrspace(3) global [2 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @add_warp_base(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.CudaThreadIdx, align 1
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %9, ptr %6, align 4, !dbg !16
  %10 = load i32, ptr %6, align 4, !dbg !17
  %11 = sdiv i32 %10, 32, !dbg !18
  store i32 %11, ptr %8, align 4, !dbg !19
  %12 = load i32, ptr %6, align 4, !dbg !20
  %13 = srem i32 %12, 32, !dbg !21
  %14 = icmp eq i32 %13, 0, !dbg !22
  br i1 %14, label %15, label %24, !dbg !20

15:                                               ; preds = %2
  %16 = load ptr, ptr %4, align 8, !dbg !23
  %17 = load i32, ptr %6, align 4, !dbg !24
  %18 = sext i32 %17 to i64, !dbg !23
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !23
  %20 = load i32, ptr %19, align 4, !dbg !23
  %21 = load i32, ptr %8, align 4, !dbg !25
  %22 = sext i32 %21 to i64, !dbg !26
  %23 = getelementptr inbounds [2 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13add_warp_baseE4base to ptr), i64 0, i64 %22, !dbg !26
  store i32 %20, ptr %23, align 4, !dbg !27
  br label %24, !dbg !26

24:                                               ; preds = %15, %2
  store i32 -1, ptr %3, align 4
  %25 = load i32, ptr %3, align 4, !dbg !28
  call void @llvm.nvvm.bar.warp.sync(i32 %25), !dbg !31
  %26 = load ptr, ptr %4, align 8, !dbg !32
  %27 = load i32, ptr %6, align 4, !dbg !33
  %28 = sext i32 %27 to i64, !dbg !32
  %29 = getelementptr inbounds i32, ptr %26, i64 %28, !dbg !32
  %30 = load i32, ptr %29, align 4, !dbg !32
  %31 = load i32, ptr %8, align 4, !dbg !34
  %32 = sext i32 %31 to i64, !dbg !35
  %33 = getelementptr inbounds [2 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13add_warp_baseE4base to ptr), i64 0, i64 %32, !dbg !35
  %34 = load i32, ptr %33, align 4, !dbg !35
  %35 = sub nsw i32 %30, %34, !dbg !36
  %36 = load ptr, ptr %5, align 8, !dbg !37
  %37 = load i32, ptr %6, align 4, !dbg !38
  %38 = sext i32 %37 to i64, !dbg !37
  %39 = getelementptr inbounds i32, ptr %36, i64 %38, !dbg !37
  store i32 %35, ptr %39, align 4, !dbg !39
  ret void, !dbg !40
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
!1 = !DIFile(filename: "warp_broadcast_nosync.cu", directory: ".")
!2 = !{ptr @add_warp_base, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "add_warp_base", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 7, column: 7, scope: !9)
!17 = !DILocation(line: 7, column: 28, scope: !9)
!18 = !DILocation(line: 7, column: 30, scope: !9)
!19 = !DILocation(line: 7, column: 24, scope: !9)
!20 = !DILocation(line: 8, column: 7, scope: !9)
!21 = !DILocation(line: 8, column: 9, scope: !9)
!22 = !DILocation(line: 8, column: 14, scope: !9)
!23 = !DILocation(line: 9, column: 15, scope: !9)
!24 = !DILocation(line: 9, column: 18, scope: !9)
!25 = !DILocation(line: 9, column: 10, scope: !9)
!26 = !DILocation(line: 9, column: 5, scope: !9)
!27 = !DILocation(line: 9, column: 13, scope: !9)
!28 = !DILocation(line: 76, column: 77, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!30 = distinct !DILocation(line: 11, column: 3, scope: !9)
!31 = !DILocation(line: 76, column: 56, scope: !29, inlinedAt: !30)
!32 = !DILocation(line: 13, column: 12, scope: !9)
!33 = !DILocation(line: 13, column: 15, scope: !9)
!34 = !DILocation(line: 13, column: 25, scope: !9)
!35 = !DILocation(line: 13, column: 20, scope: !9)
!36 = !DILocation(line: 13, column: 18, scope: !9)
!37 = !DILocation(line: 13, column: 3, scope: !9)
!38 = !DILocation(line: 13, column: 7, scope: !9)
!39 = !DILocation(line: 13, column: 10, scope: !9)
!40 = !DILocation(line: 14, column: 1, scope: !9)
