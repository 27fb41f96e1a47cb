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
  %18 = icmp sge i32 %16, %17, !dbg !19
  br i1 %18, label %19, label %20, !dbg !17

19:                                               ; preds = %3
  br label %55, !dbg !20

20:                                               ; preds = %3
  %21 = load ptr, ptr %8, align 8, !dbg !21
  %22 = load i32, ptr %11, align 4, !dbg !22
  %23 = sext i32 %22 to i64, !dbg !21
  %24 = getelementptr inbounds i32, ptr %21, i64 %23, !dbg !21
  %25 = load i32, ptr %24, align 4, !dbg !21
  store i32 %25, ptr %13, align 4, !dbg !23
  store i32 16, ptr %14, align 4, !dbg !24
  br label %26, !dbg !25

26:                                               ; preds = %42, %20
  %27 = load i32, ptr %14, align 4, !dbg !26
  %28 = icmp sgt i32 %27, 0, !dbg !27
  br i1 %28, label %29, label %45, !dbg !28

29:                                               ; preds = %26
  %30 = load i32, ptr %13, align 4, !dbg !29
  %31 = load i32, ptr %14, align 4, !dbg !30
  store i32 -1, ptr %4, align 4
  store i32 %30, ptr %5, align 4
  store i32 %31, ptr %6, align 4
  store i32 32, ptr %7, align 4
  %32 = load i32, ptr %4, align 4, !dbg !31
  %33 = load i32, ptr %5, align 4, !dbg !31
  %34 = load i32, ptr %6, align 4, !dbg !31
  %35 = load i32, ptr %7, align 4, !dbg !31
  %36 = sub nsw i32 32, %35, !dbg !31
  %37 = shl i32 %36, 8, !dbg !31
  %38 = or i32 %37, 31, !dbg !31
  %39 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %32, i32 %33, i32 %34, i32 %38), !dbg !31
  %40 = load i32, ptr %13, align 4, !dbg !34
  %41 = add nsw i32 %40, %39, !dbg !34
  store i32 %41, ptr %13, align 4, !dbg !34
  br label %42, !dbg !35

42:                                               ; preds = %29
  %43 = load i32, ptr %14, align 4, !dbg !36
  %44 = sdiv i32 %43, 2, !dbg !36
  store i32 %44, ptr %14, align 4, !dbg !36
  br label %26, !dbg !28, !llvm.loop !37

45:                                               ; preds = %26
  %46 = load i32, ptr %11, align 4, !dbg !40
  %47 = load i32, ptr %10, align 4, !dbg !41
  %48 = icmp slt i32 %46, %47, !dbg !42
  br i1 %48, label %49, label %55, !dbg !40

49:                                               ; preds = %45
  %50 = load i32, ptr %13, align 4, !dbg !43
  %51 = load ptr, ptr %9, align 8, !dbg !44
  %52 = load i32, ptr %11, align 4, !dbg !45
  %53 = sext i32 %52 to i64, !dbg !44
  %54 = getelementptr inbounds i32, ptr %51, i64 %53, !dbg !44
  store i32 %50, ptr %54, align 4, !dbg !46
  br label %55, !dbg !44

55:                                               ; preds = %19, %49, %45
  ret void, !dbg !47
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
!17 = !DILocation(line: 10, column: 7, scope: !9)
!18 = !DILocation(line: 10, column: 12, scope: !9)
!19 = !DILocation(line: 10, column: 9, scope: !9)
!20 = !DILocation(line: 11, column: 5, scope: !9)
!21 = !DILocation(line: 12, column: 11, scope: !9)
!22 = !DILocation(line: 12, column: 14, scope: !9)
!23 = !DILocation(line: 12, column: 7, scope: !9)
!24 = !DILocation(line: 14, column: 12, scope: !9)
!25 = !DILocation(line: 14, column: 8, scope: !9)
!26 = !DILocation(line: 14, column: 22, scope: !9)
!27 = !DILocation(line: 14, column: 26, scope: !9)
!28 = !DILocation(line: 14, column: 3, scope: !9)
!29 = !DILocation(line: 15, column: 39, scope: !9)
!30 = !DILocation(line: 15, column: 42, scope: !9)
!31 = !DILocation(line: 110, column: 1, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !14, file: !14, line: 110, type: !10, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!33 = distinct !DILocation(line: 15, column: 10, scope: !9)
!34 = !DILocation(line: 15, column: 7, scope: !9)
!35 = !DILocation(line: 15, column: 5, scope: !9)
!36 = !DILocation(line: 14, column: 35, scope: !9)
!37 = distinct !{!37, !28, !38, !39}
!38 = !DILocation(line: 15, column: 45, scope: !9)
!39 = !{!"llvm.loop.mustprogress"}
!40 = !DILocation(line: 16, column: 7, scope: !9)
!41 = !DILocation(line: 16, column: 11, scope: !9)
!42 = !DILocation(line: 16, column: 9, scope: !9)
!43 = !DILocation(line: 17, column: 14, scope: !9)
!44 = !DILocation(line: 17, column: 5, scope: !9)
!45 = !DILocation(line: 17, column: 9, scope: !9)
!46 = !DILocation(line: 17, column: 12, scope: !9)
!47 = !DILocation(line: 18, column: 1, scope: !9)
