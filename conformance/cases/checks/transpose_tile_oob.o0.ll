; ModuleID = 'transpose_tile_oob.cu'
source_filename = "transpose_tile_oob.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ10transpose8E4tile = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @transpose8(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaThreadIdx, align 1
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %10 = urem i32 %9, 8, !dbg !16
  store i32 %10, ptr %5, align 4, !dbg !17
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %12 = udiv i32 %11, 8, !dbg !20
  store i32 %12, ptr %7, align 4, !dbg !21
  %13 = load ptr, ptr %3, align 8, !dbg !22
  %14 = load i32, ptr %7, align 4, !dbg !23
  %15 = mul nsw i32 %14, 8, !dbg !24
  %16 = load i32, ptr %5, align 4, !dbg !25
  %17 = add nsw i32 %15, %16, !dbg !26
  %18 = sext i32 %17 to i64, !dbg !22
  %19 = getelementptr inbounds i32, ptr %13, i64 %18, !dbg !22
  %20 = load i32, ptr %19, align 4, !dbg !22
  %21 = load i32, ptr %7, align 4, !dbg !27
  %22 = mul nsw i32 %21, 9, !dbg !28
  %23 = load i32, ptr %5, align 4, !dbg !29
  %24 = add nsw i32 %22, %23, !dbg !30
  %25 = sext i32 %24 to i64, !dbg !31
  %26 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10transpose8E4tile to ptr), i64 0, i64 %25, !dbg !31
  store i32 %20, ptr %26, align 4, !dbg !32
  call void @llvm.nvvm.barrier0(), !dbg !33
  %27 = load i32, ptr %5, align 4, !dbg !34
  %28 = mul nsw i32 %27, 9, !dbg !35
  %29 = load i32, ptr %7, align 4, !dbg !36
  %30 = add nsw i32 %28, %29, !dbg !37
  %31 = sext i32 %30 to i64, !dbg !38
  %32 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10transpose8E4tile to ptr), i64 0, i64 %31, !dbg !38
  %33 = load i32, ptr %32, align 4, !dbg !38
  %34 = load ptr, ptr %4, align 8, !dbg !39
  %35 = load i32, ptr %7, align 4, !dbg !40
  %36 = mul nsw i32 %35, 8, !dbg !41
  %37 = load i32, ptr %5, align 4, !dbg !42
  %38 = add nsw i32 %36, %37, !dbg !43
  %39 = sext i32 %38 to i64, !dbg !39
  %40 = getelementptr inbounds i32, ptr %34, i64 %39, !dbg !39
  store i32 %33, ptr %40, align 4, !dbg !44
  ret void, !dbg !45
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
!1 = !DIFile(filename: "transpose_tile_oob.cu", directory: ".")
!2 = !{ptr @transpose8, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "transpose8", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 13, column: 12, scope: !9)
!16 = !DILocation(line: 13, column: 24, scope: !9)
!17 = !DILocation(line: 13, column: 7, scope: !9)
!18 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !19)
!19 = distinct !DILocation(line: 13, column: 37, scope: !9)
!20 = !DILocation(line: 13, column: 49, scope: !9)
!21 = !DILocation(line: 13, column: 32, scope: !9)
!22 = !DILocation(line: 14, column: 32, scope: !9)
!23 = !DILocation(line: 14, column: 35, scope: !9)
!24 = !DILocation(line: 14, column: 38, scope: !9)
!25 = !DILocation(line: 14, column: 47, scope: !9)
!26 = !DILocation(line: 14, column: 45, scope: !9)
!27 = !DILocation(line: 14, column: 8, scope: !9)
!28 = !DILocation(line: 14, column: 11, scope: !9)
!29 = !DILocation(line: 14, column: 26, scope: !9)
!30 = !DILocation(line: 14, column: 24, scope: !9)
!31 = !DILocation(line: 14, column: 3, scope: !9)
!32 = !DILocation(line: 14, column: 30, scope: !9)
!33 = !DILocation(line: 15, column: 3, scope: !9)
!34 = !DILocation(line: 16, column: 30, scope: !9)
!35 = !DILocation(line: 16, column: 33, scope: !9)
!36 = !DILocation(line: 16, column: 48, scope: !9)
!37 = !DILocation(line: 16, column: 46, scope: !9)
!38 = !DILocation(line: 16, column: 25, scope: !9)
!39 = !DILocation(line: 16, column: 3, scope: !9)
!40 = !DILocation(line: 16, column: 7, scope: !9)
!41 = !DILocation(line: 16, column: 10, scope: !9)
!42 = !DILocation(line: 16, column: 19, scope: !9)
!43 = !DILocation(line: 16, column: 17, scope: !9)
!44 = !DILocation(line: 16, column: 23, scope: !9)
!45 = !DILocation(line: 17, column: 1, scope: !9)
