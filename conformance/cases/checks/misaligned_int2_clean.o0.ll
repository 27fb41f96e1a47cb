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
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %7, ptr %5, align 4, !dbg !16
  %8 = load ptr, ptr %3, align 8, !dbg !17
  %9 = load i32, ptr %5, align 4, !dbg !18
  %10 = sext i32 %9 to i64, !dbg !17
  %11 = getelementptr inbounds i32, ptr %8, i64 %10, !dbg !17
  %12 = load i32, ptr %11, align 4, !dbg !17
  %13 = load i32, ptr %5, align 4, !dbg !19
  %14 = sext i32 %13 to i64, !dbg !20
  %15 = getelementptr inbounds [66 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9odd_pairsE1s to ptr), i64 0, i64 %14, !dbg !20
  store i32 %12, ptr %15, align 4, !dbg !21
  %16 = load ptr, ptr %3, align 8, !dbg !22
  %17 = load i32, ptr %5, align 4, !dbg !23
  %18 = add nsw i32 %17, 32, !dbg !24
  %19 = sext i32 %18 to i64, !dbg !22
  %20 = getelementptr inbounds i32, ptr %16, i64 %19, !dbg !22
  %21 = load i32, ptr %20, align 4, !dbg !22
  %22 = load i32, ptr %5, align 4, !dbg !25
  %23 = add nsw i32 %22, 32, !dbg !26
  %24 = sext i32 %23 to i64, !dbg !27
  %25 = getelementptr inbounds [66 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9odd_pairsE1s to ptr), i64 0, i64 %24, !dbg !27
  store i32 %21, ptr %25, align 4, !dbg !28
  %26 = load i32, ptr %5, align 4, !dbg !29
  %27 = icmp slt i32 %26, 2, !dbg !30
  br i1 %27, label %28, label %39, !dbg !29

28:                                               ; preds = %2
  %29 = load ptr, ptr %3, align 8, !dbg !31
  %30 = load i32, ptr %5, align 4, !dbg !32
  %31 = add nsw i32 %30, 64, !dbg !33
  %32 = sext i32 %31 to i64, !dbg !31
  %33 = getelementptr inbounds i32, ptr %29, i64 %32, !dbg !31
  %34 = load i32, ptr %33, align 4, !dbg !31
  %35 = load i32, ptr %5, align 4, !dbg !34
  %36 = add nsw i32 %35, 64, !dbg !35
  %37 = sext i32 %36 to i64, !dbg !36
  %38 = getelementptr inbounds [66 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9odd_pairsE1s to ptr), i64 0, i64 %37, !dbg !36
  store i32 %34, ptr %38, align 4, !dbg !37
  br label %39, !dbg !36

39:                                               ; preds = %28, %2
  call void @llvm.nvvm.barrier0(), !dbg !38
  %40 = load i32, ptr %5, align 4, !dbg !39
  %41 = mul nsw i32 2, %40, !dbg !40
  %42 = add nsw i32 1, %41, !dbg !41
  %43 = sext i32 %42 to i64, !dbg !42
  %44 = getelementptr inbounds [66 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9odd_pairsE1s to ptr), i64 0, i64 %43, !dbg !42
  %45 = load i32, ptr %44, align 4, !dbg !42
  %46 = load ptr, ptr %4, align 8, !dbg !43
  %47 = load i32, ptr %5, align 4, !dbg !44
  %48 = mul nsw i32 2, %47, !dbg !45
  %49 = sext i32 %48 to i64, !dbg !43
  %50 = getelementptr inbounds i32, ptr %46, i64 %49, !dbg !43
  store i32 %45, ptr %50, align 4, !dbg !46
  %51 = load i32, ptr %5, align 4, !dbg !47
  %52 = mul nsw i32 2, %51, !dbg !48
  %53 = add nsw i32 2, %52, !dbg !49
  %54 = sext i32 %53 to i64, !dbg !50
  %55 = getelementptr inbounds [66 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9odd_pairsE1s to ptr), i64 0, i64 %54, !dbg !50
  %56 = load i32, ptr %55, align 4, !dbg !50
  %57 = load ptr, ptr %4, align 8, !dbg !51
  %58 = load i32, ptr %5, align 4, !dbg !52
  %59 = mul nsw i32 2, %58, !dbg !53
  %60 = add nsw i32 %59, 1, !dbg !54
  %61 = sext i32 %60 to i64, !dbg !51
  %62 = getelementptr inbounds i32, ptr %57, i64 %61, !dbg !51
  store i32 %56, ptr %62, align 4, !dbg !55
  ret void, !dbg !56
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
!39 = !DILocation(line: 16, column: 26, scope: !9)
!40 = !DILocation(line: 16, column: 24, scope: !9)
!41 = !DILocation(line: 16, column: 20, scope: !9)
!42 = !DILocation(line: 16, column: 16, scope: !9)
!43 = !DILocation(line: 16, column: 3, scope: !9)
!44 = !DILocation(line: 16, column: 11, scope: !9)
!45 = !DILocation(line: 16, column: 9, scope: !9)
!46 = !DILocation(line: 16, column: 14, scope: !9)
!47 = !DILocation(line: 17, column: 30, scope: !9)
!48 = !DILocation(line: 17, column: 28, scope: !9)
!49 = !DILocation(line: 17, column: 24, scope: !9)
!50 = !DILocation(line: 17, column: 20, scope: !9)
!51 = !DILocation(line: 17, column: 3, scope: !9)
!52 = !DILocation(line: 17, column: 11, scope: !9)
!53 = !DILocation(line: 17, column: 9, scope: !9)
!54 = !DILocation(line: 17, column: 13, scope: !9)
!55 = !DILocation(line: 17, column: 18, scope: !9)
!56 = !DILocation(line: 22, column: 1, scope: !9)
