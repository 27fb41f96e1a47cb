; ModuleID = 'sync_loop_branch.cu'
source_filename = "sync_loop_branch.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ4bumpE1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @bump(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %10, ptr %7, align 4, !dbg !16
  %11 = load ptr, ptr %4, align 8, !dbg !17
  %12 = load i32, ptr %7, align 4, !dbg !18
  %13 = sext i32 %12 to i64, !dbg !17
  %14 = getelementptr inbounds i32, ptr %11, i64 %13, !dbg !17
  %15 = load i32, ptr %14, align 4, !dbg !17
  %16 = load i32, ptr %7, align 4, !dbg !19
  %17 = sext i32 %16 to i64, !dbg !20
  %18 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4bumpE1s to ptr), i64 0, i64 %17, !dbg !20
  store i32 %15, ptr %18, align 4, !dbg !21
  call void @llvm.nvvm.barrier0(), !dbg !22
  store i32 0, ptr %9, align 4, !dbg !23
  br label %19, !dbg !24

19:                                               ; preds = %34, %3
  %20 = load i32, ptr %9, align 4, !dbg !25
  %21 = load i32, ptr %6, align 4, !dbg !26
  %22 = icmp slt i32 %20, %21, !dbg !27
  br i1 %22, label %23, label %37, !dbg !28

23:                                               ; preds = %19
  %24 = load i32, ptr %7, align 4, !dbg !29
  %25 = icmp slt i32 %24, 16, !dbg !30
  br i1 %25, label %26, label %33, !dbg !29

26:                                               ; preds = %23
  %27 = load i32, ptr %9, align 4, !dbg !31
  %28 = load i32, ptr %7, align 4, !dbg !32
  %29 = sext i32 %28 to i64, !dbg !33
  %30 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4bumpE1s to ptr), i64 0, i64 %29, !dbg !33
  %31 = load i32, ptr %30, align 4, !dbg !34
  %32 = add nsw i32 %31, %27, !dbg !34
  store i32 %32, ptr %30, align 4, !dbg !34
  call void @llvm.nvvm.barrier0(), !dbg !35
  br label %33, !dbg !36

33:                                               ; preds = %26, %23
  br label %34, !dbg !37

34:                                               ; preds = %33
  %35 = load i32, ptr %9, align 4, !dbg !38
  %36 = add nsw i32 %35, 1, !dbg !38
  store i32 %36, ptr %9, align 4, !dbg !38
  br label %19, !dbg !28, !llvm.loop !39

37:                                               ; preds = %19
  call void @llvm.nvvm.barrier0(), !dbg !41
  %38 = load i32, ptr %7, align 4, !dbg !42
  %39 = sub nsw i32 63, %38, !dbg !43
  %40 = sext i32 %39 to i64, !dbg !44
  %41 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4bumpE1s to ptr), i64 0, i64 %40, !dbg !44
  %42 = load i32, ptr %41, align 4, !dbg !44
  %43 = load ptr, ptr %5, align 8, !dbg !45
  %44 = load i32, ptr %7, align 4, !dbg !46
  %45 = sext i32 %44 to i64, !dbg !45
  %46 = getelementptr inbounds i32, ptr %43, i64 %45, !dbg !45
  store i32 %42, ptr %46, align 4, !dbg !47
  call void @llvm.nvvm.barrier0(), !dbg !48
  %47 = load i32, ptr %7, align 4, !dbg !49
  %48 = sext i32 %47 to i64, !dbg !50
  %49 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4bumpE1s to ptr), i64 0, i64 %48, !dbg !50
  %50 = load i32, ptr %49, align 4, !dbg !50
  %51 = load ptr, ptr %5, align 8, !dbg !51
  %52 = load i32, ptr %7, align 4, !dbg !52
  %53 = sext i32 %52 to i64, !dbg !51
  %54 = getelementptr inbounds i32, ptr %51, i64 %53, !dbg !51
  %55 = load i32, ptr %54, align 4, !dbg !53
  %56 = add nsw i32 %55, %50, !dbg !53
  store i32 %56, ptr %54, align 4, !dbg !53
  ret void, !dbg !54
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "sync_loop_branch.cu", directory: ".")
!2 = !{ptr @bump, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "bump", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 8, column: 7, scope: !9)
!17 = !DILocation(line: 9, column: 10, scope: !9)
!18 = !DILocation(line: 9, column: 13, scope: !9)
!19 = !DILocation(line: 9, column: 5, scope: !9)
!20 = !DILocation(line: 9, column: 3, scope: !9)
!21 = !DILocation(line: 9, column: 8, scope: !9)
!22 = !DILocation(line: 10, column: 3, scope: !9)
!23 = !DILocation(line: 11, column: 12, scope: !9)
!24 = !DILocation(line: 11, column: 8, scope: !9)
!25 = !DILocation(line: 11, column: 19, scope: !9)
!26 = !DILocation(line: 11, column: 23, scope: !9)
!27 = !DILocation(line: 11, column: 21, scope: !9)
!28 = !DILocation(line: 11, column: 3, scope: !9)
!29 = !DILocation(line: 12, column: 9, scope: !9)
!30 = !DILocation(line: 12, column: 11, scope: !9)
!31 = !DILocation(line: 13, column: 15, scope: !9)
!32 = !DILocation(line: 13, column: 9, scope: !9)
!33 = !DILocation(line: 13, column: 7, scope: !9)
!34 = !DILocation(line: 13, column: 12, scope: !9)
!35 = !DILocation(line: 15, column: 7, scope: !9)
!36 = !DILocation(line: 17, column: 5, scope: !9)
!37 = !DILocation(line: 21, column: 3, scope: !9)
!38 = !DILocation(line: 11, column: 26, scope: !9)
!39 = distinct !{!39, !28, !37, !40}
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 22, column: 3, scope: !9)
!42 = !DILocation(line: 23, column: 19, scope: !9)
!43 = !DILocation(line: 23, column: 17, scope: !9)
!44 = !DILocation(line: 23, column: 12, scope: !9)
!45 = !DILocation(line: 23, column: 3, scope: !9)
!46 = !DILocation(line: 23, column: 7, scope: !9)
!47 = !DILocation(line: 23, column: 10, scope: !9)
!48 = !DILocation(line: 24, column: 3, scope: !9)
!49 = !DILocation(line: 25, column: 15, scope: !9)
!50 = !DILocation(line: 25, column: 13, scope: !9)
!51 = !DILocation(line: 25, column: 3, scope: !9)
!52 = !DILocation(line: 25, column: 7, scope: !9)
!53 = !DILocation(line: 25, column: 10, scope: !9)
!54 = !DILocation(line: 26, column: 1, scope: !9)
