; ModuleID = 'misaligned_int2.cu'
source_filename = "misaligned_int2.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ9odd_pairsE1s = internal addrspace(3) global [66 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @odd_pairs(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaThreadIdx, align 1
  %7 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %8, ptr %5, align 4, !dbg !16
  %9 = load ptr, ptr %3, align 8, !dbg !17
  %10 = load i32, ptr %5, align 4, !dbg !18
  %11 = sext i32 %10 to i64, !dbg !17
  %12 = getelementptr inbounds i32, ptr %9, i64 %11, !dbg !17
  %13 = load i32, ptr %12, align 4, !dbg !17
  %14 = load i32, ptr %5, align 4, !dbg !19
  %15 = sext i32 %14 to i64, !dbg !20
  %16 = getelementptr inbounds [66 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9odd_pairsE1s to ptr), i64 0, i64 %15, !dbg !20
  store i32 %13, ptr %16, align 4, !dbg !21
  %17 = load ptr, ptr %3, align 8, !dbg !22
  %18 = load i32, ptr %5, align 4, !dbg !23
  %19 = add nsw i32 %18, 32, !dbg !24
  %20 = sext i32 %19 to i64, !dbg !22
  %21 = getelementptr inbounds i32, ptr %17, i64 %20, !dbg !22
  %22 = load i32, ptr %21, align 4, !dbg !22
  %23 = load i32, ptr %5, align 4, !dbg !25
  %24 = add nsw i32 %23, 32, !dbg !26
  %25 = sext i32 %24 to i64, !dbg !27
  %26 = getelementptr inbounds [66 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9odd_pairsE1s to ptr), i64 0, i64 %25, !dbg !27
  store i32 %22, ptr %26, align 4, !dbg !28
  %27 = load i32, ptr %5, align 4, !dbg !29
  %28 = icmp slt i32 %27, 2, !dbg !30
  br i1 %28, label %29, label %40, !dbg !29

29:                                               ; preds = %2
  %30 = load ptr, ptr %3, align 8, !dbg !31
  %31 = load i32, ptr %5, align 4, !dbg !32
  %32 = add nsw i32 %31, 64, !dbg !33
  %33 = sext i32 %32 to i64, !dbg !31
  %34 = getelementptr inbounds i32, ptr %30, i64 %33, !dbg !31
  %35 = load i32, ptr %34, align 4, !dbg !31
  %36 = load i32, ptr %5, align 4, !dbg !34
  %37 = add nsw i32 %36, 64, !dbg !35
  %38 = sext i32 %37 to i64, !dbg !36
  %39 = getelementptr inbounds [66 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9odd_pairsE1s to ptr), i64 0, i64 %38, !dbg !36
  store i32 %35, ptr %39, align 4, !dbg !37
  br label %40, !dbg !36

40:                                               ; preds = %29, %2
  call void @llvm.nvvm.barrier0(), !dbg !38
  store ptr getelementptr inbounds (i32, ptr addrspacecast (ptr addrspace(3) @_ZZ9odd_pairsE1s to ptr), i64 1), ptr %7, align 8, !dbg !39
  %41 = load ptr, ptr %7, align 8, !dbg !40
  %42 = load i32, ptr %5, align 4, !dbg !41
  %43 = sext i32 %42 to i64, !dbg !40
  %44 = getelementptr inbounds <2 x i32>, ptr %41, i64 %43, !dbg !40
  %45 = load <2 x i32>, ptr %44, align 8, !dbg !40
  %46 = load ptr, ptr %4, align 8, !dbg !42
  %47 = load i32, ptr %5, align 4, !dbg !43
  %48 = sext i32 %47 to i64, !dbg !44
  %49 = getelementptr inbounds <2 x i32>, ptr %46, i64 %48, !dbg !44
  store <2 x i32> %45, ptr %49, align 8, !dbg !45
  ret void, !dbg !46
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
!1 = !DIFile(filename: "misaligned_int2.cu", directory: ".")
!2 = !{ptr @odd_pairs, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "odd_pairs", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
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
!22 = !DILocation(line: 11, column: 15, scope: !9)
!23 = !DILocation(line: 11, column: 18, scope: !9)
!24 = !DILocation(line: 11, column: 20, scope: !9)
!25 = !DILocation(line: 11, column: 5, scope: !9)
!26 = !DILocation(line: 11, column: 7, scope: !9)
!27 = !DILocation(line: 11, column: 3, scope: !9)
!28 = !DILocation(line: 11, column: 13, scope: !9)
!29 = !DILocation(line: 12, column: 7, scope: !9)
!30 = !DILocation(line: 12, column: 9, scope: !9)
!31 = !DILocation(line: 13, column: 17, scope: !9)
!32 = !DILocation(line: 13, column: 20, scope: !9)
!33 = !DILocation(line: 13, column: 22, scope: !9)
!34 = !DILocation(line: 13, column: 7, scope: !9)
!35 = !DILocation(line: 13, column: 9, scope: !9)
!36 = !DILocation(line: 13, column: 5, scope: !9)
!37 = !DILocation(line: 13, column: 15, scope: !9)
!38 = !DILocation(line: 14, column: 3, scope: !9)
!39 = !DILocation(line: 19, column: 15, scope: !9)
!40 = !DILocation(line: 20, column: 38, scope: !9)
!41 = !DILocation(line: 20, column: 44, scope: !9)
!42 = !DILocation(line: 20, column: 28, scope: !9)
!43 = !DILocation(line: 20, column: 33, scope: !9)
!44 = !DILocation(line: 20, column: 3, scope: !9)
!45 = !DILocation(line: 20, column: 36, scope: !9)
!46 = !DILocation(line: 22, column: 1, scope: !9)
