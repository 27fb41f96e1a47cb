; ModuleID = 'shared_oob.cu'
source_filename = "shared_oob.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ9pair_sumsE2lo = internal addrspace(3) global [32 x i32] undef, align 4
@_ZZ9pair_sumsE2hi = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @pair_sums(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaThreadIdx, align 1
  %7 = alloca i32, align 4
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
  %16 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9pair_sumsE2lo to ptr), i64 0, i64 %15, !dbg !20
  store i32 %13, ptr %16, align 4, !dbg !21
  %17 = load ptr, ptr %3, align 8, !dbg !22
  %18 = load i32, ptr %5, align 4, !dbg !23
  %19 = add nsw i32 32, %18, !dbg !24
  %20 = sext i32 %19 to i64, !dbg !22
  %21 = getelementptr inbounds i32, ptr %17, i64 %20, !dbg !22
  %22 = load i32, ptr %21, align 4, !dbg !22
  %23 = load i32, ptr %5, align 4, !dbg !25
  %24 = sext i32 %23 to i64, !dbg !26
  %25 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9pair_sumsE2hi to ptr), i64 0, i64 %24, !dbg !26
  store i32 %22, ptr %25, align 4, !dbg !27
  call void @llvm.nvvm.barrier0(), !dbg !28
  %26 = load i32, ptr %5, align 4, !dbg !29
  %27 = add nsw i32 %26, 1, !dbg !30
  %28 = sext i32 %27 to i64, !dbg !31
  %29 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9pair_sumsE2lo to ptr), i64 0, i64 %28, !dbg !31
  %30 = load i32, ptr %29, align 4, !dbg !31
  store i32 %30, ptr %7, align 4, !dbg !32
  %31 = load i32, ptr %5, align 4, !dbg !33
  %32 = sext i32 %31 to i64, !dbg !34
  %33 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9pair_sumsE2lo to ptr), i64 0, i64 %32, !dbg !34
  %34 = load i32, ptr %33, align 4, !dbg !34
  %35 = load i32, ptr %7, align 4, !dbg !35
  %36 = add nsw i32 %34, %35, !dbg !36
  %37 = load ptr, ptr %4, align 8, !dbg !37
  %38 = load i32, ptr %5, align 4, !dbg !38
  %39 = sext i32 %38 to i64, !dbg !37
  %40 = getelementptr inbounds i32, ptr %37, i64 %39, !dbg !37
  store i32 %36, ptr %40, align 4, !dbg !39
  ret void, !dbg !40
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
!1 = !DIFile(filename: "shared_oob.cu", directory: ".")
!2 = !{ptr @pair_sums, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pair_sums", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 8, column: 7, scope: !9)
!17 = !DILocation(line: 9, column: 11, scope: !9)
!18 = !DILocation(line: 9, column: 14, scope: !9)
!19 = !DILocation(line: 9, column: 6, scope: !9)
!20 = !DILocation(line: 9, column: 3, scope: !9)
!21 = !DILocation(line: 9, column: 9, scope: !9)
!22 = !DILocation(line: 10, column: 11, scope: !9)
!23 = !DILocation(line: 10, column: 19, scope: !9)
!24 = !DILocation(line: 10, column: 17, scope: !9)
!25 = !DILocation(line: 10, column: 6, scope: !9)
!26 = !DILocation(line: 10, column: 3, scope: !9)
!27 = !DILocation(line: 10, column: 9, scope: !9)
!28 = !DILocation(line: 11, column: 3, scope: !9)
!29 = !DILocation(line: 15, column: 17, scope: !9)
!30 = !DILocation(line: 15, column: 19, scope: !9)
!31 = !DILocation(line: 15, column: 14, scope: !9)
!32 = !DILocation(line: 15, column: 7, scope: !9)
!33 = !DILocation(line: 17, column: 15, scope: !9)
!34 = !DILocation(line: 17, column: 12, scope: !9)
!35 = !DILocation(line: 17, column: 20, scope: !9)
!36 = !DILocation(line: 17, column: 18, scope: !9)
!37 = !DILocation(line: 17, column: 3, scope: !9)
!38 = !DILocation(line: 17, column: 7, scope: !9)
!39 = !DILocation(line: 17, column: 10, scope: !9)
!40 = !DILocation(line: 18, column: 1, scope: !9)
