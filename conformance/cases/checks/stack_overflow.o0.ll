; ModuleID = 'stack_overflow.cu'
source_filename = "stack_overflow.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z5weighPKiS0_i(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %8 = load i32, ptr %7, align 4, !dbg !12
  %9 = icmp slt i32 %8, 0, !dbg !13
  br i1 %9, label %10, label %11, !dbg !12

10:                                               ; preds = %3
  store i32 0, ptr %4, align 4, !dbg !14
  br label %27, !dbg !14

11:                                               ; preds = %3
  %12 = load ptr, ptr %6, align 8, !dbg !15
  %13 = load i32, ptr %7, align 4, !dbg !16
  %14 = sext i32 %13 to i64, !dbg !15
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !15
  %16 = load i32, ptr %15, align 4, !dbg !15
  %17 = load ptr, ptr %5, align 8, !dbg !17
  %18 = load ptr, ptr %6, align 8, !dbg !18
  %19 = load ptr, ptr %5, align 8, !dbg !19
  %20 = load i32, ptr %7, align 4, !dbg !20
  %21 = sext i32 %20 to i64, !dbg !19
  %22 = getelementptr inbounds i32, ptr %19, i64 %21, !dbg !19
  %23 = load i32, ptr %22, align 4, !dbg !19
  %24 = call noundef i32 @_Z5weighPKiS0_i(ptr noundef %17, ptr noundef %18, i32 noundef %23) #3, !dbg !21
  %25 = mul nsw i32 2, %24, !dbg !22
  %26 = add nsw i32 %16, %25, !dbg !23
  store i32 %26, ptr %4, align 4, !dbg !24
  br label %27, !dbg !24

27:                                               ; preds = %11, %10
  %28 = load i32, ptr %4, align 4, !dbg !25
  ret i32 %28, !dbg !25
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @list_weight(ptr noundef %0, ptr noundef %1, ptr noundef %2) #1 !dbg !26 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.CudaThreadIdx, align 1
  %8 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8, !dbg !27
  %10 = load ptr, ptr %5, align 8, !dbg !28
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !29
  %12 = and i32 %11, 7, !dbg !33
  %13 = call noundef i32 @_Z5weighPKiS0_i(ptr noundef %9, ptr noundef %10, i32 noundef %12) #3, !dbg !34
  %14 = load ptr, ptr %6, align 8, !dbg !35
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !36
  %16 = zext i32 %15 to i64, !dbg !35
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !35
  store i32 %13, ptr %17, align 4, !dbg !38
  ret void, !dbg !39
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack_overflow.cu", directory: ".")
!2 = !{ptr @list_weight, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "weigh", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 6, column: 7, scope: !9)
!13 = !DILocation(line: 6, column: 12, scope: !9)
!14 = !DILocation(line: 7, column: 5, scope: !9)
!15 = !DILocation(line: 8, column: 10, scope: !9)
!16 = !DILocation(line: 8, column: 17, scope: !9)
!17 = !DILocation(line: 8, column: 35, scope: !9)
!18 = !DILocation(line: 8, column: 41, scope: !9)
!19 = !DILocation(line: 8, column: 49, scope: !9)
!20 = !DILocation(line: 8, column: 54, scope: !9)
!21 = !DILocation(line: 8, column: 29, scope: !9)
!22 = !DILocation(line: 8, column: 27, scope: !9)
!23 = !DILocation(line: 8, column: 23, scope: !9)
!24 = !DILocation(line: 8, column: 3, scope: !9)
!25 = !DILocation(line: 9, column: 1, scope: !9)
!26 = distinct !DISubprogram(name: "list_weight", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!27 = !DILocation(line: 12, column: 28, scope: !26)
!28 = !DILocation(line: 12, column: 34, scope: !26)
!29 = !DILocation(line: 57, column: 1, scope: !30, inlinedAt: !32)
!30 = distinct !DISubprogram(name: "getX", scope: !31, file: !31, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!31 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!32 = distinct !DILocation(line: 12, column: 42, scope: !26)
!33 = !DILocation(line: 12, column: 54, scope: !26)
!34 = !DILocation(line: 12, column: 22, scope: !26)
!35 = !DILocation(line: 12, column: 3, scope: !26)
!36 = !DILocation(line: 57, column: 1, scope: !30, inlinedAt: !37)
!37 = distinct !DILocation(line: 12, column: 7, scope: !26)
!38 = !DILocation(line: 12, column: 20, scope: !26)
!39 = !DILocation(line: 13, column: 1, scope: !26)
