; ModuleID = 'race_global_blocks.cu'
source_filename = "race_global_blocks.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaBlockIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }
%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @block_sums(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.CudaBlockIdx, align 1
  %13 = alloca %struct.CudaBlockDim, align 1
  %14 = alloca %struct.CudaThreadIdx, align 1
  %15 = alloca i32, align 4
  %16 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  %17 = load ptr, ptr %9, align 8, !dbg !12
  %18 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %19 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %20 = mul i32 %18, %19, !dbg !20
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %22 = add i32 %20, %21, !dbg !24
  %23 = zext i32 %22 to i64, !dbg !12
  %24 = getelementptr inbounds i32, ptr %17, i64 %23, !dbg !12
  %25 = load i32, ptr %24, align 4, !dbg !12
  store i32 %25, ptr %11, align 4, !dbg !25
  store i32 16, ptr %15, align 4, !dbg !26
  br label %26, !dbg !27

26:                                               ; preds = %42, %2
  %27 = load i32, ptr %15, align 4, !dbg !28
  %28 = icmp sgt i32 %27, 0, !dbg !29
  br i1 %28, label %29, label %45, !dbg !30

29:                                               ; preds = %26
  %30 = load i32, ptr %11, align 4, !dbg !31
  %31 = load i32, ptr %15, align 4, !dbg !32
  store i32 -1, ptr %5, align 4
  store i32 %30, ptr %6, align 4
  store i32 %31, ptr %7, align 4
  store i32 32, ptr %8, align 4
  %32 = load i32, ptr %5, align 4, !dbg !33
  %33 = load i32, ptr %6, align 4, !dbg !33
  %34 = load i32, ptr %7, align 4, !dbg !33
  %35 = load i32, ptr %8, align 4, !dbg !33
  %36 = sub nsw i32 32, %35, !dbg !33
  %37 = shl i32 %36, 8, !dbg !33
  %38 = or i32 %37, 31, !dbg !33
  %39 = call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %32, i32 %33, i32 %34, i32 %38), !dbg !33
  %40 = load i32, ptr %11, align 4, !dbg !36
  %41 = add nsw i32 %40, %39, !dbg !36
  store i32 %41, ptr %11, align 4, !dbg !36
  br label %42, !dbg !37

42:                                               ; preds = %29
  %43 = load i32, ptr %15, align 4, !dbg !38
  %44 = ashr i32 %43, 1, !dbg !38
  store i32 %44, ptr %15, align 4, !dbg !38
  br label %26, !dbg !30, !llvm.loop !39

45:                                               ; preds = %26
  %46 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !42
  %47 = icmp eq i32 %46, 0, !dbg !44
  br i1 %47, label %48, label %54, !dbg !45

48:                                               ; preds = %45
  %49 = load ptr, ptr %10, align 8, !dbg !46
  %50 = load i32, ptr %11, align 4, !dbg !47
  store ptr %49, ptr %3, align 8
  store i32 %50, ptr %4, align 4
  %51 = load ptr, ptr %3, align 8, !dbg !48
  %52 = load i32, ptr %4, align 4, !dbg !51
  %53 = atomicrmw add ptr %51, i32 %52 seq_cst, align 4, !dbg !52
  br label %54, !dbg !53

54:                                               ; preds = %48, %45
  ret void, !dbg !54
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

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
!1 = !DIFile(filename: "race_global_blocks.cu", directory: ".")
!2 = !{ptr @block_sums, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "block_sums", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 6, column: 11, scope: !9)
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!15 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!16 = distinct !DILocation(line: 6, column: 14, scope: !9)
!17 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 6, column: 27, scope: !9)
!20 = !DILocation(line: 6, column: 25, scope: !9)
!21 = !DILocation(line: 57, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!23 = distinct !DILocation(line: 6, column: 40, scope: !9)
!24 = !DILocation(line: 6, column: 38, scope: !9)
!25 = !DILocation(line: 6, column: 7, scope: !9)
!26 = !DILocation(line: 7, column: 12, scope: !9)
!27 = !DILocation(line: 7, column: 8, scope: !9)
!28 = !DILocation(line: 7, column: 25, scope: !9)
!29 = !DILocation(line: 7, column: 32, scope: !9)
!30 = !DILocation(line: 7, column: 3, scope: !9)
!31 = !DILocation(line: 8, column: 40, scope: !9)
!32 = !DILocation(line: 8, column: 43, scope: !9)
!33 = !DILocation(line: 109, column: 1, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !15, file: !15, line: 109, type: !10, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!35 = distinct !DILocation(line: 8, column: 10, scope: !9)
!36 = !DILocation(line: 8, column: 7, scope: !9)
!37 = !DILocation(line: 8, column: 5, scope: !9)
!38 = !DILocation(line: 7, column: 44, scope: !9)
!39 = distinct !{!39, !30, !40, !41}
!40 = !DILocation(line: 8, column: 49, scope: !9)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 57, column: 1, scope: !22, inlinedAt: !43)
!43 = distinct !DILocation(line: 9, column: 7, scope: !9)
!44 = !DILocation(line: 9, column: 19, scope: !9)
!45 = !DILocation(line: 9, column: 7, scope: !9)
!46 = !DILocation(line: 11, column: 15, scope: !9)
!47 = !DILocation(line: 11, column: 22, scope: !9)
!48 = !DILocation(line: 122, column: 69, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "atomicAdd", scope: !15, file: !15, line: 122, type: !10, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!50 = distinct !DILocation(line: 11, column: 5, scope: !9)
!51 = !DILocation(line: 122, column: 72, scope: !49, inlinedAt: !50)
!52 = !DILocation(line: 122, column: 47, scope: !49, inlinedAt: !50)
!53 = !DILocation(line: 15, column: 3, scope: !9)
!54 = !DILocation(line: 16, column: 1, scope: !9)
