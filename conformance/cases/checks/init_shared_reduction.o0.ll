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
  %10 = alloca %struct.CudaBlockIdx, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %11, ptr %5, align 4, !dbg !16
  %12 = load ptr, ptr %3, align 8, !dbg !17
  %13 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %14 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !21
  %15 = mul i32 %13, %14, !dbg !24
  %16 = load i32, ptr %5, align 4, !dbg !25
  %17 = add i32 %15, %16, !dbg !26
  %18 = zext i32 %17 to i64, !dbg !17
  %19 = getelementptr inbounds i32, ptr %12, i64 %18, !dbg !17
  %20 = load i32, ptr %19, align 4, !dbg !17
  %21 = load i32, ptr %5, align 4, !dbg !27
  %22 = sext i32 %21 to i64, !dbg !28
  %23 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 0, i64 %22, !dbg !28
  store i32 %20, ptr %23, align 4, !dbg !29
  call void @llvm.nvvm.barrier0(), !dbg !30
  store i32 32, ptr %9, align 4, !dbg !31
  br label %24, !dbg !32

24:                                               ; preds = %44, %2
  %25 = load i32, ptr %9, align 4, !dbg !33
  %26 = icmp sgt i32 %25, 0, !dbg !34
  br i1 %26, label %27, label %47, !dbg !35

27:                                               ; preds = %24
  %28 = load i32, ptr %5, align 4, !dbg !36
  %29 = load i32, ptr %9, align 4, !dbg !37
  %30 = icmp slt i32 %28, %29, !dbg !38
  br i1 %30, label %31, label %43, !dbg !36

31:                                               ; preds = %27
  %32 = load i32, ptr %5, align 4, !dbg !39
  %33 = load i32, ptr %9, align 4, !dbg !40
  %34 = add nsw i32 %32, %33, !dbg !41
  %35 = sext i32 %34 to i64, !dbg !42
  %36 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 0, i64 %35, !dbg !42
  %37 = load i32, ptr %36, align 4, !dbg !42
  %38 = load i32, ptr %5, align 4, !dbg !43
  %39 = sext i32 %38 to i64, !dbg !44
  %40 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), i64 0, i64 %39, !dbg !44
  %41 = load i32, ptr %40, align 4, !dbg !45
  %42 = add nsw i32 %41, %37, !dbg !45
  store i32 %42, ptr %40, align 4, !dbg !45
  br label %43, !dbg !44

43:                                               ; preds = %31, %27
  call void @llvm.nvvm.barrier0(), !dbg !46
  br label %44, !dbg !47

44:                                               ; preds = %43
  %45 = load i32, ptr %9, align 4, !dbg !48
  %46 = ashr i32 %45, 1, !dbg !48
  store i32 %46, ptr %9, align 4, !dbg !48
  br label %24, !dbg !35, !llvm.loop !49

47:                                               ; preds = %24
  %48 = load i32, ptr %5, align 4, !dbg !51
  %49 = icmp eq i32 %48, 0, !dbg !52
  br i1 %49, label %50, label %56, !dbg !51

50:                                               ; preds = %47
  %51 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumE1s to ptr), align 4, !dbg !53
  %52 = load ptr, ptr %4, align 8, !dbg !54
  %53 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !55
  %54 = zext i32 %53 to i64, !dbg !54
  %55 = getelementptr inbounds i32, ptr %52, i64 %54, !dbg !54
  store i32 %51, ptr %55, align 4, !dbg !57
  br label %56, !dbg !54

56:                                               ; preds = %50, %47
  ret void, !dbg !58
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
!36 = !DILocation(line: 15, column: 9, scope: !9)
!37 = !DILocation(line: 15, column: 13, scope: !9)
!38 = !DILocation(line: 15, column: 11, scope: !9)
!39 = !DILocation(line: 17, column: 17, scope: !9)
!40 = !DILocation(line: 17, column: 21, scope: !9)
!41 = !DILocation(line: 17, column: 19, scope: !9)
!42 = !DILocation(line: 17, column: 15, scope: !9)
!43 = !DILocation(line: 17, column: 9, scope: !9)
!44 = !DILocation(line: 17, column: 7, scope: !9)
!45 = !DILocation(line: 17, column: 12, scope: !9)
!46 = !DILocation(line: 18, column: 5, scope: !9)
!47 = !DILocation(line: 19, column: 3, scope: !9)
!48 = !DILocation(line: 11, column: 44, scope: !9)
!49 = distinct !{!49, !35, !47, !50}
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 20, column: 7, scope: !9)
!52 = !DILocation(line: 20, column: 9, scope: !9)
!53 = !DILocation(line: 21, column: 23, scope: !9)
!54 = !DILocation(line: 21, column: 5, scope: !9)
!55 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !56)
!56 = distinct !DILocation(line: 21, column: 9, scope: !9)
!57 = !DILocation(line: 21, column: 21, scope: !9)
!58 = !DILocation(line: 22, column: 1, scope: !9)
