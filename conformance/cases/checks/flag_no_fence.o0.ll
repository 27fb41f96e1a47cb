; ModuleID = 'flag_no_fence.cu'
source_filename = "flag_no_fence.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @publish(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca %struct.CudaThreadIdx, align 1
  %10 = alloca %struct.CudaBlockIdx, align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %12 = icmp ne i32 %11, 0, !dbg !16
  br i1 %12, label %13, label %14, !dbg !17

13:                                               ; preds = %4
  br label %35, !dbg !18

14:                                               ; preds = %4
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %16 = icmp eq i32 %15, 0, !dbg !22
  br i1 %16, label %17, label %25, !dbg !23

17:                                               ; preds = %14
  %18 = load ptr, ptr %5, align 8, !dbg !24
  %19 = getelementptr inbounds i32, ptr %18, i64 0, !dbg !24
  %20 = load i32, ptr %19, align 4, !dbg !24
  %21 = mul nsw i32 3, %20, !dbg !25
  %22 = add nsw i32 %21, 1, !dbg !26
  %23 = load ptr, ptr %6, align 8, !dbg !27
  store i32 %22, ptr %23, align 4, !dbg !28
  %24 = load ptr, ptr %7, align 8, !dbg !29
  store volatile i32 1, ptr %24, align 4, !dbg !30
  br label %35, !dbg !31

25:                                               ; preds = %14
  br label %26, !dbg !32

26:                                               ; preds = %30, %25
  %27 = load ptr, ptr %7, align 8, !dbg !33
  %28 = load volatile i32, ptr %27, align 4, !dbg !34
  %29 = icmp eq i32 %28, 0, !dbg !35
  br i1 %29, label %30, label %31, !dbg !32

30:                                               ; preds = %26
  br label %26, !dbg !32, !llvm.loop !36

31:                                               ; preds = %26
  %32 = load ptr, ptr %6, align 8, !dbg !39
  %33 = load i32, ptr %32, align 4, !dbg !40
  %34 = load ptr, ptr %8, align 8, !dbg !41
  store i32 %33, ptr %34, align 4, !dbg !42
  br label %35

35:                                               ; preds = %13, %31, %17
  ret void, !dbg !43
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "flag_no_fence.cu", directory: ".")
!2 = !{ptr @publish, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "publish", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 7, scope: !9)
!16 = !DILocation(line: 7, column: 19, scope: !9)
!17 = !DILocation(line: 7, column: 7, scope: !9)
!18 = !DILocation(line: 8, column: 5, scope: !9)
!19 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!21 = distinct !DILocation(line: 9, column: 7, scope: !9)
!22 = !DILocation(line: 9, column: 18, scope: !9)
!23 = !DILocation(line: 9, column: 7, scope: !9)
!24 = !DILocation(line: 10, column: 17, scope: !9)
!25 = !DILocation(line: 10, column: 15, scope: !9)
!26 = !DILocation(line: 10, column: 23, scope: !9)
!27 = !DILocation(line: 10, column: 6, scope: !9)
!28 = !DILocation(line: 10, column: 11, scope: !9)
!29 = !DILocation(line: 14, column: 6, scope: !9)
!30 = !DILocation(line: 14, column: 11, scope: !9)
!31 = !DILocation(line: 15, column: 3, scope: !9)
!32 = !DILocation(line: 16, column: 5, scope: !9)
!33 = !DILocation(line: 16, column: 13, scope: !9)
!34 = !DILocation(line: 16, column: 12, scope: !9)
!35 = !DILocation(line: 16, column: 18, scope: !9)
!36 = distinct !{!36, !32, !37, !38}
!37 = !DILocation(line: 17, column: 5, scope: !9)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 21, column: 13, scope: !9)
!40 = !DILocation(line: 21, column: 12, scope: !9)
!41 = !DILocation(line: 21, column: 6, scope: !9)
!42 = !DILocation(line: 21, column: 10, scope: !9)
!43 = !DILocation(line: 23, column: 1, scope: !9)
