; ModuleID = 'constant_oob.cu'
source_filename = "constant_oob.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@taps = dso_local addrspace(4) externally_initialized global [4 x i32] [i32 1, i32 -2, i32 3, i32 5], align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @taps to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @filter(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %11, ptr %7, align 4, !dbg !16
  store i32 0, ptr %9, align 4, !dbg !17
  store i32 0, ptr %10, align 4, !dbg !18
  br label %12, !dbg !19

12:                                               ; preds = %31, %3
  %13 = load i32, ptr %10, align 4, !dbg !20
  %14 = load i32, ptr %6, align 4, !dbg !21
  %15 = icmp sle i32 %13, %14, !dbg !22
  br i1 %15, label %16, label %34, !dbg !23

16:                                               ; preds = %12
  %17 = load i32, ptr %10, align 4, !dbg !24
  %18 = sext i32 %17 to i64, !dbg !25
  %19 = getelementptr inbounds [4 x i32], ptr addrspacecast (ptr addrspace(4) @taps to ptr), i64 0, i64 %18, !dbg !25
  %20 = load i32, ptr %19, align 4, !dbg !25
  %21 = load ptr, ptr %4, align 8, !dbg !26
  %22 = load i32, ptr %7, align 4, !dbg !27
  %23 = load i32, ptr %10, align 4, !dbg !28
  %24 = add nsw i32 %22, %23, !dbg !29
  %25 = sext i32 %24 to i64, !dbg !26
  %26 = getelementptr inbounds i32, ptr %21, i64 %25, !dbg !26
  %27 = load i32, ptr %26, align 4, !dbg !26
  %28 = mul nsw i32 %20, %27, !dbg !30
  %29 = load i32, ptr %9, align 4, !dbg !31
  %30 = add nsw i32 %29, %28, !dbg !31
  store i32 %30, ptr %9, align 4, !dbg !31
  br label %31, !dbg !32

31:                                               ; preds = %16
  %32 = load i32, ptr %10, align 4, !dbg !33
  %33 = add nsw i32 %32, 1, !dbg !33
  store i32 %33, ptr %10, align 4, !dbg !33
  br label %12, !dbg !23, !llvm.loop !34

34:                                               ; preds = %12
  %35 = load i32, ptr %9, align 4, !dbg !37
  %36 = load ptr, ptr %5, align 8, !dbg !38
  %37 = load i32, ptr %7, align 4, !dbg !39
  %38 = sext i32 %37 to i64, !dbg !38
  %39 = getelementptr inbounds i32, ptr %36, i64 %38, !dbg !38
  store i32 %35, ptr %39, align 4, !dbg !40
  ret void, !dbg !41
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
!1 = !DIFile(filename: "constant_oob.cu", directory: ".")
!2 = !{ptr @filter, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "filter", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 8, column: 7, scope: !9)
!17 = !DILocation(line: 9, column: 7, scope: !9)
!18 = !DILocation(line: 13, column: 12, scope: !9)
!19 = !DILocation(line: 13, column: 8, scope: !9)
!20 = !DILocation(line: 13, column: 19, scope: !9)
!21 = !DILocation(line: 13, column: 24, scope: !9)
!22 = !DILocation(line: 13, column: 21, scope: !9)
!23 = !DILocation(line: 13, column: 3, scope: !9)
!24 = !DILocation(line: 15, column: 17, scope: !9)
!25 = !DILocation(line: 15, column: 12, scope: !9)
!26 = !DILocation(line: 15, column: 22, scope: !9)
!27 = !DILocation(line: 15, column: 25, scope: !9)
!28 = !DILocation(line: 15, column: 29, scope: !9)
!29 = !DILocation(line: 15, column: 27, scope: !9)
!30 = !DILocation(line: 15, column: 20, scope: !9)
!31 = !DILocation(line: 15, column: 9, scope: !9)
!32 = !DILocation(line: 15, column: 5, scope: !9)
!33 = !DILocation(line: 13, column: 31, scope: !9)
!34 = distinct !{!34, !23, !35, !36}
!35 = !DILocation(line: 15, column: 30, scope: !9)
!36 = !{!"llvm.loop.mustprogress"}
!37 = !DILocation(line: 16, column: 12, scope: !9)
!38 = !DILocation(line: 16, column: 3, scope: !9)
!39 = !DILocation(line: 16, column: 7, scope: !9)
!40 = !DILocation(line: 16, column: 10, scope: !9)
!41 = !DILocation(line: 17, column: 1, scope: !9)
