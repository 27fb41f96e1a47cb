; ModuleID = 'shfl_fnptr.cu'
source_filename = "shfl_fnptr.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@table = dso_local addrspace(1) externally_initialized global [4 x ptr] [ptr @_Z2f0i, ptr @_Z2f1i, ptr @_Z2f2i, ptr @_Z2f3i], align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @table to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z2f0i(i32 noundef %0) #0 !dbg !9 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  %7 = load i32, ptr %6, align 4, !dbg !12
  %8 = add nsw i32 %7, 1000, !dbg !13
  store i32 -1, ptr %2, align 4
  store i32 %8, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4, !dbg !14
  %10 = load i32, ptr %3, align 4, !dbg !14
  %11 = load i32, ptr %4, align 4, !dbg !14
  %12 = load i32, ptr %5, align 4, !dbg !14
  %13 = sub nsw i32 32, %12, !dbg !14
  %14 = shl i32 %13, 8, !dbg !14
  %15 = or i32 %14, 31, !dbg !14
  %16 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %9, i32 %10, i32 %11, i32 %15), !dbg !14
  ret i32 %16, !dbg !18
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z2f1i(i32 noundef %0) #0 !dbg !19 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.CudaThreadIdx, align 1
  store i32 %0, ptr %6, align 4
  %8 = load i32, ptr %6, align 4, !dbg !20
  %9 = mul nsw i32 2, %8, !dbg !21
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !22
  %11 = xor i32 %10, 1, !dbg !25
  %12 = and i32 %11, 31, !dbg !26
  store i32 -1, ptr %2, align 4
  store i32 %9, ptr %3, align 4
  store i32 %12, ptr %4, align 4
  store i32 32, ptr %5, align 4
  %13 = load i32, ptr %2, align 4, !dbg !27
  %14 = load i32, ptr %3, align 4, !dbg !27
  %15 = load i32, ptr %4, align 4, !dbg !27
  %16 = load i32, ptr %5, align 4, !dbg !27
  %17 = sub nsw i32 32, %16, !dbg !27
  %18 = shl i32 %17, 8, !dbg !27
  %19 = or i32 %18, 31, !dbg !27
  %20 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %13, i32 %14, i32 %15, i32 %19), !dbg !27
  ret i32 %20, !dbg !29
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z2f2i(i32 noundef %0) #0 !dbg !30 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.CudaThreadIdx, align 1
  store i32 %0, ptr %6, align 4
  %8 = load i32, ptr %6, align 4, !dbg !31
  %9 = mul nsw i32 3, %8, !dbg !32
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !33
  %11 = and i32 %10, 31, !dbg !35
  %12 = sub i32 31, %11, !dbg !36
  store i32 -1, ptr %2, align 4
  store i32 %9, ptr %3, align 4
  store i32 %12, ptr %4, align 4
  store i32 32, ptr %5, align 4
  %13 = load i32, ptr %2, align 4, !dbg !37
  %14 = load i32, ptr %3, align 4, !dbg !37
  %15 = load i32, ptr %4, align 4, !dbg !37
  %16 = load i32, ptr %5, align 4, !dbg !37
  %17 = sub nsw i32 32, %16, !dbg !37
  %18 = shl i32 %17, 8, !dbg !37
  %19 = or i32 %18, 31, !dbg !37
  %20 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %13, i32 %14, i32 %15, i32 %19), !dbg !37
  ret i32 %20, !dbg !39
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z2f3i(i32 noundef %0) #0 !dbg !40 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.CudaThreadIdx, align 1
  store i32 %0, ptr %6, align 4
  %8 = load i32, ptr %6, align 4, !dbg !41
  %9 = sub nsw i32 %8, 7, !dbg !42
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !43
  %11 = add i32 %10, 5, !dbg !45
  %12 = and i32 %11, 31, !dbg !46
  store i32 -1, ptr %2, align 4
  store i32 %9, ptr %3, align 4
  store i32 %12, ptr %4, align 4
  store i32 32, ptr %5, align 4
  %13 = load i32, ptr %2, align 4, !dbg !47
  %14 = load i32, ptr %3, align 4, !dbg !47
  %15 = load i32, ptr %4, align 4, !dbg !47
  %16 = load i32, ptr %5, align 4, !dbg !47
  %17 = sub nsw i32 32, %16, !dbg !47
  %18 = shl i32 %17, 8, !dbg !47
  %19 = or i32 %18, 31, !dbg !47
  %20 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %13, i32 %14, i32 %15, i32 %19), !dbg !47
  ret i32 %20, !dbg !49
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @shfl_fnptr(ptr noundef %0, ptr noundef %1, ptr noundef %2) #1 !dbg !50 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !51
  store i32 %10, ptr %7, align 4, !dbg !53
  %11 = load ptr, ptr %4, align 8, !dbg !54
  %12 = load i32, ptr %7, align 4, !dbg !55
  %13 = sext i32 %12 to i64, !dbg !54
  %14 = getelementptr inbounds i32, ptr %11, i64 %13, !dbg !54
  %15 = load i32, ptr %14, align 4, !dbg !54
  %16 = and i32 %15, 3, !dbg !56
  %17 = sext i32 %16 to i64, !dbg !57
  %18 = getelementptr inbounds [4 x ptr], ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 0, i64 %17, !dbg !57
  %19 = load ptr, ptr %18, align 8, !dbg !57
  store ptr %19, ptr %9, align 8, !dbg !58
  %20 = load ptr, ptr %9, align 8, !dbg !59
  %21 = load ptr, ptr %5, align 8, !dbg !60
  %22 = load i32, ptr %7, align 4, !dbg !61
  %23 = sext i32 %22 to i64, !dbg !60
  %24 = getelementptr inbounds i32, ptr %21, i64 %23, !dbg !60
  %25 = load i32, ptr %24, align 4, !dbg !60
  %26 = call noundef i32 %20(i32 noundef %25) #4, !dbg !59
  %27 = load ptr, ptr %6, align 8, !dbg !62
  %28 = load i32, ptr %7, align 4, !dbg !63
  %29 = sext i32 %28 to i64, !dbg !62
  %30 = getelementptr inbounds i32, ptr %27, i64 %29, !dbg !62
  store i32 %26, ptr %30, align 4, !dbg !64
  ret void, !dbg !65
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shfl_fnptr.cu", directory: ".")
!2 = !{ptr @shfl_fnptr, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "f0", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 10, column: 71, scope: !9)
!13 = !DILocation(line: 10, column: 73, scope: !9)
!14 = !DILocation(line: 107, column: 1, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__shfl_sync", scope: !16, file: !16, line: 107, type: !10, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!16 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!17 = distinct !DILocation(line: 10, column: 48, scope: !9)
!18 = !DILocation(line: 10, column: 41, scope: !9)
!19 = distinct !DISubprogram(name: "f1", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!20 = !DILocation(line: 11, column: 75, scope: !19)
!21 = !DILocation(line: 11, column: 73, scope: !19)
!22 = !DILocation(line: 57, column: 1, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "getX", scope: !16, file: !16, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!24 = distinct !DILocation(line: 11, column: 79, scope: !19)
!25 = !DILocation(line: 11, column: 91, scope: !19)
!26 = !DILocation(line: 11, column: 96, scope: !19)
!27 = !DILocation(line: 107, column: 1, scope: !15, inlinedAt: !28)
!28 = distinct !DILocation(line: 11, column: 48, scope: !19)
!29 = !DILocation(line: 11, column: 41, scope: !19)
!30 = distinct !DISubprogram(name: "f2", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!31 = !DILocation(line: 12, column: 75, scope: !30)
!32 = !DILocation(line: 12, column: 73, scope: !30)
!33 = !DILocation(line: 57, column: 1, scope: !23, inlinedAt: !34)
!34 = distinct !DILocation(line: 12, column: 84, scope: !30)
!35 = !DILocation(line: 12, column: 96, scope: !30)
!36 = !DILocation(line: 12, column: 81, scope: !30)
!37 = !DILocation(line: 107, column: 1, scope: !15, inlinedAt: !38)
!38 = distinct !DILocation(line: 12, column: 48, scope: !30)
!39 = !DILocation(line: 12, column: 41, scope: !30)
!40 = distinct !DISubprogram(name: "f3", scope: !1, file: !1, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!41 = !DILocation(line: 13, column: 71, scope: !40)
!42 = !DILocation(line: 13, column: 73, scope: !40)
!43 = !DILocation(line: 57, column: 1, scope: !23, inlinedAt: !44)
!44 = distinct !DILocation(line: 13, column: 79, scope: !40)
!45 = !DILocation(line: 13, column: 91, scope: !40)
!46 = !DILocation(line: 13, column: 96, scope: !40)
!47 = !DILocation(line: 107, column: 1, scope: !15, inlinedAt: !48)
!48 = distinct !DILocation(line: 13, column: 48, scope: !40)
!49 = !DILocation(line: 13, column: 41, scope: !40)
!50 = distinct !DISubprogram(name: "shfl_fnptr", scope: !1, file: !1, line: 17, type: !10, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!51 = !DILocation(line: 57, column: 1, scope: !23, inlinedAt: !52)
!52 = distinct !DILocation(line: 18, column: 14, scope: !50)
!53 = !DILocation(line: 18, column: 7, scope: !50)
!54 = !DILocation(line: 19, column: 21, scope: !50)
!55 = !DILocation(line: 19, column: 25, scope: !50)
!56 = !DILocation(line: 19, column: 31, scope: !50)
!57 = !DILocation(line: 19, column: 15, scope: !50)
!58 = !DILocation(line: 19, column: 11, scope: !50)
!59 = !DILocation(line: 20, column: 15, scope: !50)
!60 = !DILocation(line: 20, column: 17, scope: !50)
!61 = !DILocation(line: 20, column: 20, scope: !50)
!62 = !DILocation(line: 20, column: 3, scope: !50)
!63 = !DILocation(line: 20, column: 7, scope: !50)
!64 = !DILocation(line: 20, column: 13, scope: !50)
!65 = !DILocation(line: 21, column: 1, scope: !50)
