; ModuleID = 'race_cross_warp.cu'
source_filename = "race_cross_warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ9add_rightE1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @add_right(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.CudaThreadIdx, align 1
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %9, ptr %6, align 4, !dbg !16
  %10 = load ptr, ptr %4, align 8, !dbg !17
  %11 = load i32, ptr %6, align 4, !dbg !18
  %12 = sext i32 %11 to i64, !dbg !17
  %13 = getelementptr inbounds i32, ptr %10, i64 %12, !dbg !17
  %14 = load i32, ptr %13, align 4, !dbg !17
  %15 = load i32, ptr %6, align 4, !dbg !19
  %16 = sext i32 %15 to i64, !dbg !20
  %17 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9add_rightE1s to ptr), i64 0, i64 %16, !dbg !20
  store i32 %14, ptr %17, align 4, !dbg !21
  call void @llvm.nvvm.barrier0(), !dbg !22
  %18 = load i32, ptr %6, align 4, !dbg !23
  %19 = add nsw i32 %18, 1, !dbg !24
  %20 = icmp slt i32 %19, 64, !dbg !25
  br i1 %20, label %21, label %27, !dbg !23

21:                                               ; preds = %2
  %22 = load i32, ptr %6, align 4, !dbg !26
  %23 = add nsw i32 %22, 1, !dbg !27
  %24 = sext i32 %23 to i64, !dbg !28
  %25 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9add_rightE1s to ptr), i64 0, i64 %24, !dbg !28
  %26 = load i32, ptr %25, align 4, !dbg !28
  br label %28, !dbg !23

27:                                               ; preds = %2
  br label %28, !dbg !23

28:                                               ; preds = %27, %21
  %29 = phi i32 [ %26, %21 ], [ 0, %27 ], !dbg !23
  store i32 %29, ptr %8, align 4, !dbg !29
  store i32 -1, ptr %3, align 4
  %30 = load i32, ptr %3, align 4, !dbg !30
  call void @llvm.nvvm.bar.warp.sync(i32 %30), !dbg !33
  %31 = load i32, ptr %8, align 4, !dbg !34
  %32 = load i32, ptr %6, align 4, !dbg !35
  %33 = sext i32 %32 to i64, !dbg !36
  %34 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9add_rightE1s to ptr), i64 0, i64 %33, !dbg !36
  %35 = load i32, ptr %34, align 4, !dbg !37
  %36 = add nsw i32 %35, %31, !dbg !37
  store i32 %36, ptr %34, align 4, !dbg !37
  call void @llvm.nvvm.barrier0(), !dbg !38
  %37 = load i32, ptr %6, align 4, !dbg !39
  %38 = sext i32 %37 to i64, !dbg !40
  %39 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9add_rightE1s to ptr), i64 0, i64 %38, !dbg !40
  %40 = load i32, ptr %39, align 4, !dbg !40
  %41 = load ptr, ptr %5, align 8, !dbg !41
  %42 = load i32, ptr %6, align 4, !dbg !42
  %43 = sext i32 %42 to i64, !dbg !41
  %44 = getelementptr inbounds i32, ptr %41, i64 %43, !dbg !41
  store i32 %40, ptr %44, align 4, !dbg !43
  ret void, !dbg !44
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race_cross_warp.cu", directory: ".")
!2 = !{ptr @add_right, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "add_right", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !DILocation(line: 9, column: 7, scope: !9)
!17 = !DILocation(line: 10, column: 10, scope: !9)
!18 = !DILocation(line: 10, column: 13, scope: !9)
!19 = !DILocation(line: 10, column: 5, scope: !9)
!20 = !DILocation(line: 10, column: 3, scope: !9)
!21 = !DILocation(line: 10, column: 8, scope: !9)
!22 = !DILocation(line: 11, column: 3, scope: !9)
!23 = !DILocation(line: 15, column: 15, scope: !9)
!24 = !DILocation(line: 15, column: 17, scope: !9)
!25 = !DILocation(line: 15, column: 21, scope: !9)
!26 = !DILocation(line: 15, column: 30, scope: !9)
!27 = !DILocation(line: 15, column: 32, scope: !9)
!28 = !DILocation(line: 15, column: 28, scope: !9)
!29 = !DILocation(line: 15, column: 7, scope: !9)
!30 = !DILocation(line: 76, column: 77, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!32 = distinct !DILocation(line: 17, column: 3, scope: !9)
!33 = !DILocation(line: 76, column: 56, scope: !31, inlinedAt: !32)
!34 = !DILocation(line: 18, column: 11, scope: !9)
!35 = !DILocation(line: 18, column: 5, scope: !9)
!36 = !DILocation(line: 18, column: 3, scope: !9)
!37 = !DILocation(line: 18, column: 8, scope: !9)
!38 = !DILocation(line: 19, column: 3, scope: !9)
!39 = !DILocation(line: 20, column: 14, scope: !9)
!40 = !DILocation(line: 20, column: 12, scope: !9)
!41 = !DILocation(line: 20, column: 3, scope: !9)
!42 = !DILocation(line: 20, column: 7, scope: !9)
!43 = !DILocation(line: 20, column: 10, scope: !9)
!44 = !DILocation(line: 21, column: 1, scope: !9)
