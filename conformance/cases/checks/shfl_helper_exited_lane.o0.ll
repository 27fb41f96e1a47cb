; ModuleID = 'shfl_helper_exited_lane.cu'
source_filename = "shfl_helper_exited_lane.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @half_sum(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.CudaThreadIdx, align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %13, ptr %9, align 4, !dbg !16
  %14 = load i32, ptr %9, align 4, !dbg !17
  %15 = icmp sge i32 %14, 16, !dbg !18
  br i1 %15, label %16, label %17, !dbg !17

16:                                               ; preds = %2
  br label %49, !dbg !19

17:                                               ; preds = %2
  %18 = load ptr, ptr %7, align 8, !dbg !20
  %19 = load i32, ptr %9, align 4, !dbg !21
  %20 = sext i32 %19 to i64, !dbg !20
  %21 = getelementptr inbounds i32, ptr %18, i64 %20, !dbg !20
  %22 = load i32, ptr %21, align 4, !dbg !20
  store i32 %22, ptr %11, align 4, !dbg !22
  store i32 8, ptr %12, align 4, !dbg !23
  br label %23, !dbg !24

23:                                               ; preds = %39, %17
  %24 = load i32, ptr %12, align 4, !dbg !25
  %25 = icmp sgt i32 %24, 0, !dbg !26
  br i1 %25, label %26, label %42, !dbg !27

26:                                               ; preds = %23
  %27 = load i32, ptr %11, align 4, !dbg !28
  %28 = load i32, ptr %12, align 4, !dbg !29
  store i32 -1, ptr %3, align 4
  store i32 %27, ptr %4, align 4
  store i32 %28, ptr %5, align 4
  store i32 32, ptr %6, align 4
  %29 = load i32, ptr %3, align 4, !dbg !30
  %30 = load i32, ptr %4, align 4, !dbg !30
  %31 = load i32, ptr %5, align 4, !dbg !30
  %32 = load i32, ptr %6, align 4, !dbg !30
  %33 = sub nsw i32 32, %32, !dbg !30
  %34 = shl i32 %33, 8, !dbg !30
  %35 = or i32 %34, 31, !dbg !30
  %36 = call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %29, i32 %30, i32 %31, i32 %35), !dbg !30
  %37 = load i32, ptr %11, align 4, !dbg !33
  %38 = add nsw i32 %37, %36, !dbg !33
  store i32 %38, ptr %11, align 4, !dbg !33
  br label %39, !dbg !34

39:                                               ; preds = %26
  %40 = load i32, ptr %12, align 4, !dbg !35
  %41 = sdiv i32 %40, 2, !dbg !35
  store i32 %41, ptr %12, align 4, !dbg !35
  br label %23, !dbg !27, !llvm.loop !36

42:                                               ; preds = %23
  %43 = load i32, ptr %9, align 4, !dbg !40
  %44 = icmp eq i32 %43, 0, !dbg !41
  br i1 %44, label %45, label %49, !dbg !40

45:                                               ; preds = %42
  %46 = load i32, ptr %11, align 4, !dbg !42
  %47 = load ptr, ptr %8, align 8, !dbg !43
  %48 = getelementptr inbounds i32, ptr %47, i64 0, !dbg !43
  store i32 %46, ptr %48, align 4, !dbg !44
  br label %49, !dbg !43

49:                                               ; preds = %16, %45, %42
  ret void, !dbg !45
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shfl_helper_exited_lane.cu", directory: ".")
!2 = !{ptr @half_sum, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "half_sum", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !DILocation(line: 9, column: 7, scope: !9)
!17 = !DILocation(line: 10, column: 7, scope: !9)
!18 = !DILocation(line: 10, column: 9, scope: !9)
!19 = !DILocation(line: 11, column: 5, scope: !9)
!20 = !DILocation(line: 12, column: 11, scope: !9)
!21 = !DILocation(line: 12, column: 14, scope: !9)
!22 = !DILocation(line: 12, column: 7, scope: !9)
!23 = !DILocation(line: 14, column: 12, scope: !9)
!24 = !DILocation(line: 14, column: 8, scope: !9)
!25 = !DILocation(line: 14, column: 21, scope: !9)
!26 = !DILocation(line: 14, column: 25, scope: !9)
!27 = !DILocation(line: 14, column: 3, scope: !9)
!28 = !DILocation(line: 18, column: 40, scope: !9)
!29 = !DILocation(line: 18, column: 43, scope: !9)
!30 = !DILocation(line: 109, column: 1, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !14, file: !14, line: 109, type: !10, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!32 = distinct !DILocation(line: 18, column: 10, scope: !9)
!33 = !DILocation(line: 18, column: 7, scope: !9)
!34 = !DILocation(line: 18, column: 5, scope: !9)
!35 = !DILocation(line: 14, column: 34, scope: !9)
!36 = distinct !{!36, !27, !37, !38, !39}
!37 = !DILocation(line: 18, column: 46, scope: !9)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !{!"llvm.loop.unroll.enable"}
!40 = !DILocation(line: 20, column: 7, scope: !9)
!41 = !DILocation(line: 20, column: 9, scope: !9)
!42 = !DILocation(line: 21, column: 14, scope: !9)
!43 = !DILocation(line: 21, column: 5, scope: !9)
!44 = !DILocation(line: 21, column: 12, scope: !9)
!45 = !DILocation(line: 22, column: 1, scope: !9)
