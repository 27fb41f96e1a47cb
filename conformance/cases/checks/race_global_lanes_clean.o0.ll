; ModuleID = 'race_global_lanes.cu'
source_filename = "race_global_lanes.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pass_on(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !9 {
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
  %12 = icmp eq i32 %11, 0, !dbg !18
  br i1 %12, label %13, label %20, !dbg !17

13:                                               ; preds = %3
  %14 = load ptr, ptr %5, align 8, !dbg !19
  %15 = getelementptr inbounds i32, ptr %14, i64 0, !dbg !19
  %16 = load i32, ptr %15, align 4, !dbg !19
  %17 = mul nsw i32 3, %16, !dbg !20
  %18 = load ptr, ptr %6, align 8, !dbg !21
  %19 = getelementptr inbounds i32, ptr %18, i64 0, !dbg !21
  store i32 %17, ptr %19, align 4, !dbg !22
  br label %20, !dbg !21

20:                                               ; preds = %13, %3
  store i32 -1, ptr %4, align 4
  %21 = load i32, ptr %4, align 4, !dbg !23
  call void @llvm.nvvm.bar.warp.sync(i32 %21), !dbg !26
  %22 = load i32, ptr %8, align 4, !dbg !27
  %23 = icmp eq i32 %22, 1, !dbg !28
  br i1 %23, label %24, label %31, !dbg !27

24:                                               ; preds = %20
  %25 = load ptr, ptr %6, align 8, !dbg !29
  %26 = getelementptr inbounds i32, ptr %25, i64 0, !dbg !29
  %27 = load i32, ptr %26, align 4, !dbg !29
  %28 = add nsw i32 %27, 1, !dbg !30
  %29 = load ptr, ptr %7, align 8, !dbg !31
  %30 = getelementptr inbounds i32, ptr %29, i64 0, !dbg !31
  store i32 %28, ptr %30, align 4, !dbg !32
  br label %31, !dbg !31

31:                                               ; preds = %24, %20
  ret void, !dbg !33
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
!1 = !DIFile(filename: "race_global_lanes.cu", directory: ".")
!2 = !{ptr @pass_on, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pass_on", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 14, scope: !9)
!16 = !DILocation(line: 6, column: 7, scope: !9)
!17 = !DILocation(line: 7, column: 7, scope: !9)
!18 = !DILocation(line: 7, column: 12, scope: !9)
!19 = !DILocation(line: 8, column: 18, scope: !9)
!20 = !DILocation(line: 8, column: 16, scope: !9)
!21 = !DILocation(line: 8, column: 5, scope: !9)
!22 = !DILocation(line: 8, column: 12, scope: !9)
!23 = !DILocation(line: 76, column: 77, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!25 = distinct !DILocation(line: 10, column: 3, scope: !9)
!26 = !DILocation(line: 76, column: 56, scope: !24, inlinedAt: !25)
!27 = !DILocation(line: 12, column: 7, scope: !9)
!28 = !DILocation(line: 12, column: 12, scope: !9)
!29 = !DILocation(line: 13, column: 14, scope: !9)
!30 = !DILocation(line: 13, column: 21, scope: !9)
!31 = !DILocation(line: 13, column: 5, scope: !9)
!32 = !DILocation(line: 13, column: 12, scope: !9)
!33 = !DILocation(line: 14, column: 1, scope: !9)
