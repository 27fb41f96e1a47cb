; ModuleID = 'shfl_paths.cu'
source_filename = "shfl_paths.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z5xor_ai(i32 noundef %0) #0 !dbg !9 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  %7 = load i32, ptr %6, align 4, !dbg !12
  %8 = mul nsw i32 2, %7, !dbg !13
  store i32 -1, ptr %2, align 4
  store i32 %8, ptr %3, align 4
  store i32 1, ptr %4, align 4
  store i32 32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4, !dbg !14
  %10 = load i32, ptr %3, align 4, !dbg !14
  %11 = load i32, ptr %4, align 4, !dbg !14
  %12 = load i32, ptr %5, align 4, !dbg !14
  %13 = sub nsw i32 32, %12, !dbg !14
  %14 = shl i32 %13, 8, !dbg !14
  %15 = or i32 %14, 31, !dbg !14
  %16 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %9, i32 %10, i32 %11, i32 %15), !dbg !14
  ret i32 %16, !dbg !18
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z5xor_bi(i32 noundef %0) #0 !dbg !19 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  %7 = load i32, ptr %6, align 4, !dbg !20
  %8 = add nsw i32 %7, 1000, !dbg !21
  store i32 -1, ptr %2, align 4
  store i32 %8, ptr %3, align 4
  store i32 1, ptr %4, align 4
  store i32 32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4, !dbg !22
  %10 = load i32, ptr %3, align 4, !dbg !22
  %11 = load i32, ptr %4, align 4, !dbg !22
  %12 = load i32, ptr %5, align 4, !dbg !22
  %13 = sub nsw i32 32, %12, !dbg !22
  %14 = shl i32 %13, 8, !dbg !22
  %15 = or i32 %14, 31, !dbg !22
  %16 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %9, i32 %10, i32 %11, i32 %15), !dbg !22
  ret i32 %16, !dbg !24
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z5idx_aii(i32 noundef %0, i32 noundef %1) #0 !dbg !25 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  %9 = load i32, ptr %7, align 4, !dbg !26
  %10 = load i32, ptr %8, align 4, !dbg !27
  store i32 -1, ptr %3, align 4
  store i32 %9, ptr %4, align 4
  store i32 %10, ptr %5, align 4
  store i32 32, ptr %6, align 4
  %11 = load i32, ptr %3, align 4, !dbg !28
  %12 = load i32, ptr %4, align 4, !dbg !28
  %13 = load i32, ptr %5, align 4, !dbg !28
  %14 = load i32, ptr %6, align 4, !dbg !28
  %15 = sub nsw i32 32, %14, !dbg !28
  %16 = shl i32 %15, 8, !dbg !28
  %17 = or i32 %16, 31, !dbg !28
  %18 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %11, i32 %12, i32 %13, i32 %17), !dbg !28
  ret i32 %18, !dbg !31
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z5idx_bii(i32 noundef %0, i32 noundef %1) #0 !dbg !32 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  %9 = load i32, ptr %7, align 4, !dbg !33
  %10 = sub nsw i32 %9, 7, !dbg !34
  %11 = load i32, ptr %8, align 4, !dbg !35
  store i32 -1, ptr %3, align 4
  store i32 %10, ptr %4, align 4
  store i32 %11, ptr %5, align 4
  store i32 32, ptr %6, align 4
  %12 = load i32, ptr %3, align 4, !dbg !36
  %13 = load i32, ptr %4, align 4, !dbg !36
  %14 = load i32, ptr %5, align 4, !dbg !36
  %15 = load i32, ptr %6, align 4, !dbg !36
  %16 = sub nsw i32 32, %15, !dbg !36
  %17 = shl i32 %16, 8, !dbg !36
  %18 = or i32 %17, 31, !dbg !36
  %19 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %12, i32 %13, i32 %14, i32 %18), !dbg !36
  ret i32 %19, !dbg !38
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @shfl_paths(ptr noundef %0, ptr noundef %1, ptr noundef %2) #1 !dbg !39 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !40
  store i32 %12, ptr %7, align 4, !dbg !43
  %13 = load ptr, ptr %4, align 8, !dbg !44
  %14 = load i32, ptr %7, align 4, !dbg !45
  %15 = sext i32 %14 to i64, !dbg !44
  %16 = getelementptr inbounds i32, ptr %13, i64 %15, !dbg !44
  %17 = load i32, ptr %16, align 4, !dbg !44
  store i32 %17, ptr %9, align 4, !dbg !46
  %18 = load i32, ptr %7, align 4, !dbg !47
  %19 = icmp slt i32 %18, 13, !dbg !48
  br i1 %19, label %20, label %23, !dbg !47

20:                                               ; preds = %3
  %21 = load i32, ptr %9, align 4, !dbg !49
  %22 = call noundef i32 @_Z5xor_ai(i32 noundef %21) #4, !dbg !50
  store i32 %22, ptr %10, align 4, !dbg !51
  br label %26, !dbg !52

23:                                               ; preds = %3
  %24 = load i32, ptr %9, align 4, !dbg !53
  %25 = call noundef i32 @_Z5xor_bi(i32 noundef %24) #4, !dbg !54
  store i32 %25, ptr %10, align 4, !dbg !55
  br label %26

26:                                               ; preds = %23, %20
  %27 = load i32, ptr %9, align 4, !dbg !56
  %28 = and i32 %27, 1, !dbg !57
  %29 = icmp ne i32 %28, 0, !dbg !56
  br i1 %29, label %30, label %37, !dbg !56

30:                                               ; preds = %26
  %31 = load i32, ptr %9, align 4, !dbg !58
  %32 = load i32, ptr %7, align 4, !dbg !59
  %33 = mul nsw i32 5, %32, !dbg !60
  %34 = add nsw i32 %33, 3, !dbg !61
  %35 = and i32 %34, 31, !dbg !62
  %36 = call noundef i32 @_Z5idx_aii(i32 noundef %31, i32 noundef %35) #4, !dbg !63
  store i32 %36, ptr %11, align 4, !dbg !64
  br label %42, !dbg !65

37:                                               ; preds = %26
  %38 = load i32, ptr %9, align 4, !dbg !66
  %39 = load i32, ptr %7, align 4, !dbg !67
  %40 = sub nsw i32 31, %39, !dbg !68
  %41 = call noundef i32 @_Z5idx_bii(i32 noundef %38, i32 noundef %40) #4, !dbg !69
  store i32 %41, ptr %11, align 4, !dbg !70
  br label %42

42:                                               ; preds = %37, %30
  %43 = load i32, ptr %10, align 4, !dbg !71
  %44 = load ptr, ptr %5, align 8, !dbg !72
  %45 = load i32, ptr %7, align 4, !dbg !73
  %46 = sext i32 %45 to i64, !dbg !72
  %47 = getelementptr inbounds i32, ptr %44, i64 %46, !dbg !72
  store i32 %43, ptr %47, align 4, !dbg !74
  %48 = load i32, ptr %11, align 4, !dbg !75
  %49 = load ptr, ptr %6, align 8, !dbg !76
  %50 = load i32, ptr %7, align 4, !dbg !77
  %51 = sext i32 %50 to i64, !dbg !76
  %52 = getelementptr inbounds i32, ptr %49, i64 %51, !dbg !76
  store i32 %48, ptr %52, align 4, !dbg !78
  ret void, !dbg !79
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

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
!1 = !DIFile(filename: "shfl_paths.cu", directory: ".")
!2 = !{ptr @shfl_paths, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "xor_a", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 11, column: 82, scope: !9)
!13 = !DILocation(line: 11, column: 80, scope: !9)
!14 = !DILocation(line: 110, column: 1, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !16, file: !16, line: 110, type: !10, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!16 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!17 = distinct !DILocation(line: 11, column: 51, scope: !9)
!18 = !DILocation(line: 11, column: 44, scope: !9)
!19 = distinct !DISubprogram(name: "xor_b", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!20 = !DILocation(line: 12, column: 78, scope: !19)
!21 = !DILocation(line: 12, column: 80, scope: !19)
!22 = !DILocation(line: 110, column: 1, scope: !15, inlinedAt: !23)
!23 = distinct !DILocation(line: 12, column: 51, scope: !19)
!24 = !DILocation(line: 12, column: 44, scope: !19)
!25 = distinct !DISubprogram(name: "idx_a", scope: !1, file: !1, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!26 = !DILocation(line: 13, column: 83, scope: !25)
!27 = !DILocation(line: 13, column: 86, scope: !25)
!28 = !DILocation(line: 107, column: 1, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__shfl_sync", scope: !16, file: !16, line: 107, type: !10, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!30 = distinct !DILocation(line: 13, column: 60, scope: !25)
!31 = !DILocation(line: 13, column: 53, scope: !25)
!32 = distinct !DISubprogram(name: "idx_b", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!33 = !DILocation(line: 14, column: 83, scope: !32)
!34 = !DILocation(line: 14, column: 85, scope: !32)
!35 = !DILocation(line: 14, column: 90, scope: !32)
!36 = !DILocation(line: 107, column: 1, scope: !29, inlinedAt: !37)
!37 = distinct !DILocation(line: 14, column: 60, scope: !32)
!38 = !DILocation(line: 14, column: 53, scope: !32)
!39 = distinct !DISubprogram(name: "shfl_paths", scope: !1, file: !1, line: 16, type: !10, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!40 = !DILocation(line: 57, column: 1, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "getX", scope: !16, file: !16, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!42 = distinct !DILocation(line: 17, column: 14, scope: !39)
!43 = !DILocation(line: 17, column: 7, scope: !39)
!44 = !DILocation(line: 18, column: 11, scope: !39)
!45 = !DILocation(line: 18, column: 14, scope: !39)
!46 = !DILocation(line: 18, column: 7, scope: !39)
!47 = !DILocation(line: 20, column: 7, scope: !39)
!48 = !DILocation(line: 20, column: 12, scope: !39)
!49 = !DILocation(line: 21, column: 15, scope: !39)
!50 = !DILocation(line: 21, column: 9, scope: !39)
!51 = !DILocation(line: 21, column: 7, scope: !39)
!52 = !DILocation(line: 21, column: 5, scope: !39)
!53 = !DILocation(line: 23, column: 15, scope: !39)
!54 = !DILocation(line: 23, column: 9, scope: !39)
!55 = !DILocation(line: 23, column: 7, scope: !39)
!56 = !DILocation(line: 25, column: 7, scope: !39)
!57 = !DILocation(line: 25, column: 9, scope: !39)
!58 = !DILocation(line: 26, column: 15, scope: !39)
!59 = !DILocation(line: 26, column: 23, scope: !39)
!60 = !DILocation(line: 26, column: 21, scope: !39)
!61 = !DILocation(line: 26, column: 28, scope: !39)
!62 = !DILocation(line: 26, column: 33, scope: !39)
!63 = !DILocation(line: 26, column: 9, scope: !39)
!64 = !DILocation(line: 26, column: 7, scope: !39)
!65 = !DILocation(line: 26, column: 5, scope: !39)
!66 = !DILocation(line: 28, column: 15, scope: !39)
!67 = !DILocation(line: 28, column: 23, scope: !39)
!68 = !DILocation(line: 28, column: 21, scope: !39)
!69 = !DILocation(line: 28, column: 9, scope: !39)
!70 = !DILocation(line: 28, column: 7, scope: !39)
!71 = !DILocation(line: 29, column: 16, scope: !39)
!72 = !DILocation(line: 29, column: 3, scope: !39)
!73 = !DILocation(line: 29, column: 8, scope: !39)
!74 = !DILocation(line: 29, column: 14, scope: !39)
!75 = !DILocation(line: 30, column: 16, scope: !39)
!76 = !DILocation(line: 30, column: 3, scope: !39)
!77 = !DILocation(line: 30, column: 8, scope: !39)
!78 = !DILocation(line: 30, column: 14, scope: !39)
!79 = !DILocation(line: 31, column: 1, scope: !39)
