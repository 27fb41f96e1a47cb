; ModuleID = 'init_shared_reduction.cu'
source_filename = "init_shared_reduction.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }

@_ZZ9block_sumE1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @block_sum(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaThreadIdx, align 1
  %7 = alloca %struct.CudaBlockIdx, align 1
  %8 = alloca %struct.CudaBlockDim, align 1
  %9 = alloca i32, align 4
  %10 = alloca %struct.CudaBlockDim, align 1
  %11 = alloca %struct.CudaBlockIdx, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %12, ptr %5, align 4, !dbg !16
  %13 = load ptr, ptr %3, align 8, !dbg !17
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %15 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !21
  %16 = mul i32 %14, %15, !dbg !24
  %17 = load i32, ptr %5, align 4, !dbg !25
  %18 = add i32 %16, %17, !dbg !26
  %19 = zext i32 %18 to i64, !dbg !17
  %20 = getelementptr inbounds i32, ptr %13, i64 %19, !dbg !17
  %21 = load i32, ptr %20, align 4, !dbg !17
  %22 = load i32, ptr %5, align 4, !dbg !27
  %23 = sext i32 %22 to i64, !dbg !28
  %24 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 0, i64 %23, !dbg !28
  store i32 %21, ptr %24, align 4, !dbg !29
  call void @llvm.nvvm.barrier0(), !dbg !30
  store i32 32, ptr %9, align 4, !dbg !31
  br label %25, !dbg !32

25:                                               ; preds = %53, %2
  %26 = load i32, ptr %9, align 4, !dbg !33
  %27 = icmp sgt i32 %26, 0, !dbg !34
  br i1 %27, label %28, label %56, !dbg !35

28:                                               ; preds = %25
  %29 = load i32, ptr %5, align 4, !dbg !36
  %30 = load i32, ptr %9, align 4, !dbg !37
  %31 = icmp slt i32 %29, %30, !dbg !38
  br i1 %31, label %32, label %38, !dbg !39

32:                                               ; preds = %28
  %33 = load i32, ptr %5, align 4, !dbg !40
  %34 = load i32, ptr %9, align 4, !dbg !41
  %35 = add nsw i32 %33, %34, !dbg !42
  %36 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !43
  %37 = icmp ult i32 %35, %36, !dbg !45
  br label %38

38:                                               ; preds = %32, %28
  %39 = phi i1 [ false, %28 ], [ %37, %32 ], !dbg !46
  br i1 %39, label %40, label %52, !dbg !36

40:                                               ; preds = %38
  %41 = load i32, ptr %5, align 4, !dbg !47
  %42 = load i32, ptr %9, align 4, !dbg !48
  %43 = add nsw i32 %41, %42, !dbg !49
  %44 = sext i32 %43 to i64, !dbg !50
  %45 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 0, i64 %44, !dbg !50
  %46 = load i32, ptr %45, align 4, !dbg !50
  %47 = load i32, ptr %5, align 4, !dbg !51
  %48 = sext i32 %47 to i64, !dbg !52
  %49 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 0, i64 %48, !dbg !52
  %50 = load i32, ptr %49, align 4, !dbg !53
  %51 = add nsw i32 %50, %46, !dbg !53
  store i32 %51, ptr %49, align 4, !dbg !53
  br label %52, !dbg !52

52:                                               ; preds = %40, %38
  call void @llvm.nvvm.barrier0(), !dbg !54
  br label %53, !dbg !55

53:                                               ; preds = %52
  %54 = load i32, ptr %9, align 4, !dbg !56
  %55 = ashr i32 %54, 1, !dbg !56
  store i32 %55, ptr %9, align 4, !dbg !56
  br label %25, !dbg !35, !llvm.loop !57

56:                                               ; preds = %25
  %57 = load i32, ptr %5, align 4, !dbg !59
  %58 = icmp eq i32 %57, 0, !dbg !60
  br i1 %58, label %59, label %65, !dbg !59

59:                                               ; preds = %56
  %60 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), align 4, !dbg !61
  %61 = load ptr, ptr %4, align 8, !dbg !62
  %62 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !63
  %63 = zext i32 %62 to i64, !dbg !62
  %64 = getelementptr inbounds i32, ptr %61, i64 %63, !dbg !62
  store i32 %60, ptr %64, align 4, !dbg !65
  br label %65, !dbg !62

65:                                               ; preds = %59, %56
  ret void, !dbg !66
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "init_shared_reduction.cu", directory: ".")
!2 = !{ptr @block_sum, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "block_sum", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 8, column: 7, scope: !9)
!17 = !DILocation(line: 9, column: 10, scope: !9)
!18 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!20 = distinct !DILocation(line: 9, column: 13, scope: !9)
!21 = !DILocation(line: 59, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!23 = distinct !DILocation(line: 9, column: 26, scope: !9)
!24 = !DILocation(line: 9, column: 24, scope: !9)
!25 = !DILocation(line: 9, column: 39, scope: !9)
!26 = !DILocation(line: 9, column: 37, scope: !9)
!27 = !DILocation(line: 9, column: 5, scope: !9)
!28 = !DILocation(line: 9, column: 3, scope: !9)
!29 = !DILocation(line: 9, column: 8, scope: !9)
!30 = !DILocation(line: 10, column: 3, scope: !9)
!31 = !DILocation(line: 11, column: 12, scope: !9)
!32 = !DILocation(line: 11, column: 8, scope: !9)
!33 = !DILocation(line: 11, column: 25, scope: !9)
!34 = !DILocation(line: 11, column: 32, scope: !9)
!35 = !DILocation(line: 11, column: 3, scope: !9)
!36 = !DILocation(line: 13, column: 9, scope: !9)
!37 = !DILocation(line: 13, column: 13, scope: !9)
!38 = !DILocation(line: 13, column: 11, scope: !9)
!39 = !DILocation(line: 13, column: 20, scope: !9)
!40 = !DILocation(line: 13, column: 23, scope: !9)
!41 = !DILocation(line: 13, column: 27, scope: !9)
!42 = !DILocation(line: 13, column: 25, scope: !9)
!43 = !DILocation(line: 59, column: 1, scope: !22, inlinedAt: !44)
!44 = distinct !DILocation(line: 13, column: 36, scope: !9)
!45 = !DILocation(line: 13, column: 34, scope: !9)
!46 = !DILocation(line: 0, scope: !9)
!47 = !DILocation(line: 17, column: 17, scope: !9)
!48 = !DILocation(line: 17, column: 21, scope: !9)
!49 = !DILocation(line: 17, column: 19, scope: !9)
!50 = !DILocation(line: 17, column: 15, scope: !9)
!51 = !DILocation(line: 17, column: 9, scope: !9)
!52 = !DILocation(line: 17, column: 7, scope: !9)
!53 = !DILocation(line: 17, column: 12, scope: !9)
!54 = !DILocation(line: 18, column: 5, scope: !9)
!55 = !DILocation(line: 19, column: 3, scope: !9)
!56 = !DILocation(line: 11, column: 44, scope: !9)
!57 = distinct !{!57, !35, !55, !58}
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 20, column: 7, scope: !9)
!60 = !DILocation(line: 20, column: 9, scope: !9)
!61 = !DILocation(line: 21, column: 23, scope: !9)
!62 = !DILocation(line: 21, column: 5, scope: !9)
!63 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !64)
!64 = distinct !DILocation(line: 21, column: 9, scope: !9)
!65 = !DILocation(line: 21, column: 21, scope: !9)
!66 = !DILocation(line: 22, column: 1, scope: !9)
