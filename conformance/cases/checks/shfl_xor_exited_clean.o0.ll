; ModuleID = 'shfl_xor_exited.cu'
source_filename = "shfl_xor_exited.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @warp_total(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.CudaThreadIdx, align 1
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %15, ptr %11, align 4, !dbg !16
  %16 = load i32, ptr %11, align 4, !dbg !17
  %17 = load i32, ptr %10, align 4, !dbg !18
  %18 = icmp slt i32 %16, %17, !dbg !19
  br i1 %18, label %19, label %25, !dbg !17

19:                                               ; preds = %3
  %20 = load ptr, ptr %8, align 8, !dbg !20
  %21 = load i32, ptr %11, align 4, !dbg !21
  %22 = sext i32 %21 to i64, !dbg !20
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !20
  %24 = load i32, ptr %23, align 4, !dbg !20
  br label %26, !dbg !17

25:                                               ; preds = %3
  br label %26, !dbg !17

26:                                               ; preds = %25, %19
  %27 = phi i32 [ %24, %19 ], [ 0, %25 ], !dbg !17
  store i32 %27, ptr %13, align 4, !dbg !22
  store i32 16, ptr %14, align 4, !dbg !23
  br label %28, !dbg !24

28:                                               ; preds = %44, %26
  %29 = load i32, ptr %14, align 4, !dbg !25
  %30 = icmp sgt i32 %29, 0, !dbg !26
  br i1 %30, label %31, label %47, !dbg !27

31:                                               ; preds = %28
  %32 = load i32, ptr %13, align 4, !dbg !28
  %33 = load i32, ptr %14, align 4, !dbg !29
  store i32 -1, ptr %4, align 4
  store i32 %32, ptr %5, align 4
  store i32 %33, ptr %6, align 4
  store i32 32, ptr %7, align 4
  %34 = load i32, ptr %4, align 4, !dbg !30
  %35 = load i32, ptr %5, align 4, !dbg !30
  %36 = load i32, ptr %6, align 4, !dbg !30
  %37 = load i32, ptr %7, align 4, !dbg !30
  %38 = sub nsw i32 32, %37, !dbg !30
  %39 = shl i32 %38, 8, !dbg !30
  %40 = or i32 %39, 31, !dbg !30
  %41 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %34, i32 %35, i32 %36, i32 %40), !dbg !30
  %42 = load i32, ptr %13, align 4, !dbg !33
  %43 = add nsw i32 %42, %41, !dbg !33
  store i32 %43, ptr %13, align 4, !dbg !33
  br label %44, !dbg !34

44:                                               ; preds = %31
  %45 = load i32, ptr %14, align 4, !dbg !35
  %46 = sdiv i32 %45, 2, !dbg !35
  store i32 %46, ptr %14, align 4, !dbg !35
  br label %28, !dbg !27, !llvm.loop !36

47:                                               ; preds = %28
  %48 = load i32, ptr %11, align 4, !dbg !39
  %49 = load i32, ptr %10, align 4, !dbg !40
  %50 = icmp slt i32 %48, %49, !dbg !41
  br i1 %50, label %51, label %57, !dbg !39

51:                                               ; preds = %47
  %52 = load i32, ptr %13, align 4, !dbg !42
  %53 = load ptr, ptr %9, align 8, !dbg !43
  %54 = load i32, ptr %11, align 4, !dbg !44
  %55 = sext i32 %54 to i64, !dbg !43
  %56 = getelementptr inbounds i32, ptr %53, i64 %55, !dbg !43
  store i32 %52, ptr %56, align 4, !dbg !45
  br label %57, !dbg !43

57:                                               ; preds = %51, %47
  ret void, !dbg !46
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shfl_xor_exited.cu", directory: ".")
!2 = !{ptr @warp_total, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "warp_total", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 11, scope: !9)
!16 = !DILocation(line: 6, column: 7, scope: !9)
!17 = !DILocation(line: 8, column: 11, scope: !9)
!18 = !DILocation(line: 8, column: 15, scope: !9)
!19 = !DILocation(line: 8, column: 13, scope: !9)
!20 = !DILocation(line: 8, column: 19, scope: !9)
!21 = !DILocation(line: 8, column: 22, scope: !9)
!22 = !DILocation(line: 8, column: 7, scope: !9)
!23 = !DILocation(line: 14, column: 12, scope: !9)
!24 = !DILocation(line: 14, column: 8, scope: !9)
!25 = !DILocation(line: 14, column: 22, scope: !9)
!26 = !DILocation(line: 14, column: 26, scope: !9)
!27 = !DILocation(line: 14, column: 3, scope: !9)
!28 = !DILocation(line: 15, column: 39, scope: !9)
!29 = !DILocation(line: 15, column: 42, scope: !9)
!30 = !DILocation(line: 110, column: 1, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !14, file: !14, line: 110, type: !10, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!32 = distinct !DILocation(line: 15, column: 10, scope: !9)
!33 = !DILocation(line: 15, column: 7, scope: !9)
!34 = !DILocation(line: 15, column: 5, scope: !9)
!35 = !DILocation(line: 14, column: 35, scope: !9)
!36 = distinct !{!36, !27, !37, !38}
!37 = !DILocation(line: 15, column: 45, scope: !9)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 16, column: 7, scope: !9)
!40 = !DILocation(line: 16, column: 11, scope: !9)
!41 = !DILocation(line: 16, column: 9, scope: !9)
!42 = !DILocation(line: 17, column: 14, scope: !9)
!43 = !DILocation(line: 17, column: 5, scope: !9)
!44 = !DILocation(line: 17, column: 9, scope: !9)
!45 = !DILocation(line: 17, column: 12, scope: !9)
!46 = !DILocation(line: 18, column: 1, scope: !9)
