; ModuleID = 'race_global_lanes.cu'
source_filename = "race_global_lanes.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pass_on(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %9, ptr %7, align 4, !dbg !16
  %10 = load i32, ptr %7, align 4, !dbg !17
  %11 = icmp eq i32 %10, 0, !dbg !18
  br i1 %11, label %12, label %19, !dbg !17

12:                                               ; preds = %3
  %13 = load ptr, ptr %4, align 8, !dbg !19
  %14 = getelementptr inbounds i32, ptr %13, i64 0, !dbg !19
  %15 = load i32, ptr %14, align 4, !dbg !19
  %16 = mul nsw i32 3, %15, !dbg !20
  %17 = load ptr, ptr %5, align 8, !dbg !21
  %18 = getelementptr inbounds i32, ptr %17, i64 0, !dbg !21
  store i32 %16, ptr %18, align 4, !dbg !22
  br label %19, !dbg !21

19:                                               ; preds = %12, %3
  %20 = load i32, ptr %7, align 4, !dbg !23
  %21 = icmp eq i32 %20, 1, !dbg !24
  br i1 %21, label %22, label %29, !dbg !23

22:                                               ; preds = %19
  %23 = load ptr, ptr %5, align 8, !dbg !25
  %24 = getelementptr inbounds i32, ptr %23, i64 0, !dbg !25
  %25 = load i32, ptr %24, align 4, !dbg !25
  %26 = add nsw i32 %25, 1, !dbg !26
  %27 = load ptr, ptr %6, align 8, !dbg !27
  %28 = getelementptr inbounds i32, ptr %27, i64 0, !dbg !27
  store i32 %26, ptr %28, align 4, !dbg !28
  br label %29, !dbg !27

29:                                               ; preds = %22, %19
  ret void, !dbg !29
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!23 = !DILocation(line: 12, column: 7, scope: !9)
!24 = !DILocation(line: 12, column: 12, scope: !9)
!25 = !DILocation(line: 13, column: 14, scope: !9)
!26 = !DILocation(line: 13, column: 21, scope: !9)
!27 = !DILocation(line: 13, column: 5, scope: !9)
!28 = !DILocation(line: 13, column: 12, scope: !9)
!29 = !DILocation(line: 14, column: 1, scope: !9)
