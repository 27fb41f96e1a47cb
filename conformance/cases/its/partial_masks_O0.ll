; ModuleID = 'partial_masks.cu'
source_filename = "partial_masks.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z2fajii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %8, align 4
  store i32 %1, ptr %9, align 4
  store i32 %2, ptr %10, align 4
  %11 = load i32, ptr %8, align 4, !dbg !12
  %12 = load i32, ptr %9, align 4, !dbg !13
  %13 = load i32, ptr %10, align 4, !dbg !14
  store i32 %11, ptr %4, align 4
  store i32 %12, ptr %5, align 4
  store i32 %13, ptr %6, align 4
  store i32 32, ptr %7, align 4
  %14 = load i32, ptr %4, align 4, !dbg !15
  %15 = load i32, ptr %5, align 4, !dbg !15
  %16 = load i32, ptr %6, align 4, !dbg !15
  %17 = load i32, ptr %7, align 4, !dbg !15
  %18 = sub nsw i32 32, %17, !dbg !15
  %19 = shl i32 %18, 8, !dbg !15
  %20 = or i32 %19, 31, !dbg !15
  %21 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %14, i32 %15, i32 %16, i32 %20), !dbg !15
  ret i32 %21, !dbg !19
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z2fbjii(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !20 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %8, align 4
  store i32 %1, ptr %9, align 4
  store i32 %2, ptr %10, align 4
  %11 = load i32, ptr %8, align 4, !dbg !21
  %12 = load i32, ptr %9, align 4, !dbg !22
  %13 = mul nsw i32 10, %12, !dbg !23
  %14 = load i32, ptr %10, align 4, !dbg !24
  store i32 %11, ptr %4, align 4
  store i32 %13, ptr %5, align 4
  store i32 %14, ptr %6, align 4
  store i32 32, ptr %7, align 4
  %15 = load i32, ptr %4, align 4, !dbg !25
  %16 = load i32, ptr %5, align 4, !dbg !25
  %17 = load i32, ptr %6, align 4, !dbg !25
  %18 = load i32, ptr %7, align 4, !dbg !25
  %19 = sub nsw i32 32, %18, !dbg !25
  %20 = shl i32 %19, 8, !dbg !25
  %21 = or i32 %20, 31, !dbg !25
  %22 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %15, i32 %16, i32 %17, i32 %21), !dbg !25
  ret i32 %22, !dbg !27
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z2gai(i32 noundef %0) #0 !dbg !28 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  %5 = load i32, ptr %4, align 4, !dbg !29
  %6 = icmp sgt i32 %5, 0, !dbg !30
  %7 = zext i1 %6 to i32, !dbg !29
  store i32 1431655765, ptr %2, align 4
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %2, align 4, !dbg !31
  %9 = load i32, ptr %3, align 4, !dbg !34
  %10 = icmp ne i32 %9, 0, !dbg !34
  %11 = call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %8, i1 %10), !dbg !35
  ret i32 %11, !dbg !36
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z2gbi(i32 noundef %0) #0 !dbg !37 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  %5 = load i32, ptr %4, align 4, !dbg !38
  %6 = icmp sgt i32 %5, 5, !dbg !39
  %7 = zext i1 %6 to i32, !dbg !38
  store i32 -1431655766, ptr %2, align 4
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %2, align 4, !dbg !40
  %9 = load i32, ptr %3, align 4, !dbg !42
  %10 = icmp ne i32 %9, 0, !dbg !42
  %11 = call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %8, i1 %10), !dbg !43
  ret i32 %11, !dbg !44
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @partial_masks(ptr noundef %0, ptr noundef %1, ptr noundef %2) #1 !dbg !45 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !46
  store i32 %15, ptr %7, align 4, !dbg !49
  %16 = load ptr, ptr %4, align 8, !dbg !50
  %17 = load i32, ptr %7, align 4, !dbg !51
  %18 = sext i32 %17 to i64, !dbg !50
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !50
  %20 = load i32, ptr %19, align 4, !dbg !50
  store i32 %20, ptr %9, align 4, !dbg !52
  %21 = load i32, ptr %7, align 4, !dbg !53
  %22 = icmp slt i32 %21, 16, !dbg !54
  %23 = zext i1 %22 to i64, !dbg !53
  %24 = select i1 %22, i32 65535, i32 -65536, !dbg !53
  store i32 %24, ptr %10, align 4, !dbg !55
  %25 = load i32, ptr %7, align 4, !dbg !56
  %26 = icmp slt i32 %25, 16, !dbg !57
  br i1 %26, label %27, label %30, !dbg !56

27:                                               ; preds = %3
  %28 = load i32, ptr %7, align 4, !dbg !58
  %29 = sub nsw i32 15, %28, !dbg !59
  br label %35, !dbg !56

30:                                               ; preds = %3
  %31 = load i32, ptr %7, align 4, !dbg !60
  %32 = add nsw i32 %31, 3, !dbg !61
  %33 = and i32 %32, 15, !dbg !62
  %34 = add nsw i32 16, %33, !dbg !63
  br label %35, !dbg !56

35:                                               ; preds = %30, %27
  %36 = phi i32 [ %29, %27 ], [ %34, %30 ], !dbg !56
  store i32 %36, ptr %11, align 4, !dbg !64
  %37 = load i32, ptr %7, align 4, !dbg !65
  %38 = icmp sge i32 %37, 16, !dbg !66
  br i1 %38, label %39, label %53, !dbg !65

39:                                               ; preds = %35
  store i32 0, ptr %12, align 4, !dbg !67
  br label %40, !dbg !68

40:                                               ; preds = %49, %39
  %41 = load i32, ptr %12, align 4, !dbg !69
  %42 = load i32, ptr %7, align 4, !dbg !70
  %43 = srem i32 %42, 5, !dbg !71
  %44 = icmp slt i32 %41, %43, !dbg !72
  br i1 %44, label %45, label %52, !dbg !73

45:                                               ; preds = %40
  %46 = load i32, ptr %12, align 4, !dbg !74
  %47 = load i32, ptr %9, align 4, !dbg !75
  %48 = add nsw i32 %47, %46, !dbg !75
  store i32 %48, ptr %9, align 4, !dbg !75
  br label %49, !dbg !76

49:                                               ; preds = %45
  %50 = load i32, ptr %12, align 4, !dbg !77
  %51 = add nsw i32 %50, 1, !dbg !77
  store i32 %51, ptr %12, align 4, !dbg !77
  br label %40, !dbg !73, !llvm.loop !78

52:                                               ; preds = %40
  br label %53, !dbg !80

53:                                               ; preds = %52, %35
  %54 = load i32, ptr %7, align 4, !dbg !81
  %55 = and i32 %54, 1, !dbg !82
  %56 = icmp ne i32 %55, 0, !dbg !81
  br i1 %56, label %57, label %62, !dbg !81

57:                                               ; preds = %53
  %58 = load i32, ptr %10, align 4, !dbg !83
  %59 = load i32, ptr %9, align 4, !dbg !84
  %60 = load i32, ptr %11, align 4, !dbg !85
  %61 = call noundef i32 @_Z2fajii(i32 noundef %58, i32 noundef %59, i32 noundef %60) #4, !dbg !86
  store i32 %61, ptr %13, align 4, !dbg !87
  br label %67, !dbg !88

62:                                               ; preds = %53
  %63 = load i32, ptr %10, align 4, !dbg !89
  %64 = load i32, ptr %9, align 4, !dbg !90
  %65 = load i32, ptr %11, align 4, !dbg !91
  %66 = call noundef i32 @_Z2fbjii(i32 noundef %63, i32 noundef %64, i32 noundef %65) #4, !dbg !92
  store i32 %66, ptr %13, align 4, !dbg !93
  br label %67

67:                                               ; preds = %62, %57
  %68 = load i32, ptr %13, align 4, !dbg !94
  %69 = load ptr, ptr %5, align 8, !dbg !95
  %70 = load i32, ptr %7, align 4, !dbg !96
  %71 = sext i32 %70 to i64, !dbg !95
  %72 = getelementptr inbounds i32, ptr %69, i64 %71, !dbg !95
  store i32 %68, ptr %72, align 4, !dbg !97
  %73 = load i32, ptr %7, align 4, !dbg !98
  %74 = and i32 %73, 1, !dbg !99
  %75 = icmp ne i32 %74, 0, !dbg !98
  br i1 %75, label %76, label %79, !dbg !98

76:                                               ; preds = %67
  %77 = load i32, ptr %9, align 4, !dbg !100
  %78 = call noundef i32 @_Z2gbi(i32 noundef %77) #4, !dbg !101
  store i32 %78, ptr %14, align 4, !dbg !102
  br label %82, !dbg !103

79:                                               ; preds = %67
  %80 = load i32, ptr %9, align 4, !dbg !104
  %81 = call noundef i32 @_Z2gai(i32 noundef %80) #4, !dbg !105
  store i32 %81, ptr %14, align 4, !dbg !106
  br label %82

82:                                               ; preds = %79, %76
  %83 = load i32, ptr %14, align 4, !dbg !107
  %84 = load ptr, ptr %6, align 8, !dbg !108
  %85 = load i32, ptr %7, align 4, !dbg !109
  %86 = sext i32 %85 to i64, !dbg !108
  %87 = getelementptr inbounds i32, ptr %84, i64 %86, !dbg !108
  store i32 %83, ptr %87, align 4, !dbg !110
  ret void, !dbg !111
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

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
!1 = !DIFile(filename: "partial_masks.cu", directory: ".")
!2 = !{ptr @partial_masks, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "fa", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 12, column: 84, scope: !9)
!13 = !DILocation(line: 12, column: 90, scope: !9)
!14 = !DILocation(line: 12, column: 93, scope: !9)
!15 = !DILocation(line: 107, column: 1, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__shfl_sync", scope: !17, file: !17, line: 107, type: !10, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!17 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!18 = distinct !DILocation(line: 12, column: 72, scope: !9)
!19 = !DILocation(line: 12, column: 65, scope: !9)
!20 = distinct !DISubprogram(name: "fb", scope: !1, file: !1, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 13, column: 84, scope: !20)
!22 = !DILocation(line: 13, column: 95, scope: !20)
!23 = !DILocation(line: 13, column: 93, scope: !20)
!24 = !DILocation(line: 13, column: 98, scope: !20)
!25 = !DILocation(line: 107, column: 1, scope: !16, inlinedAt: !26)
!26 = distinct !DILocation(line: 13, column: 72, scope: !20)
!27 = !DILocation(line: 13, column: 65, scope: !20)
!28 = distinct !DISubprogram(name: "ga", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!29 = !DILocation(line: 14, column: 80, scope: !28)
!30 = !DILocation(line: 14, column: 82, scope: !28)
!31 = !DILocation(line: 82, column: 87, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__ballot_sync", scope: !17, file: !17, line: 82, type: !10, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!33 = distinct !DILocation(line: 14, column: 53, scope: !28)
!34 = !DILocation(line: 82, column: 93, scope: !32, inlinedAt: !33)
!35 = !DILocation(line: 82, column: 63, scope: !32, inlinedAt: !33)
!36 = !DILocation(line: 14, column: 46, scope: !28)
!37 = distinct !DISubprogram(name: "gb", scope: !1, file: !1, line: 15, type: !10, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!38 = !DILocation(line: 15, column: 80, scope: !37)
!39 = !DILocation(line: 15, column: 82, scope: !37)
!40 = !DILocation(line: 82, column: 87, scope: !32, inlinedAt: !41)
!41 = distinct !DILocation(line: 15, column: 53, scope: !37)
!42 = !DILocation(line: 82, column: 93, scope: !32, inlinedAt: !41)
!43 = !DILocation(line: 82, column: 63, scope: !32, inlinedAt: !41)
!44 = !DILocation(line: 15, column: 46, scope: !37)
!45 = distinct !DISubprogram(name: "partial_masks", scope: !1, file: !1, line: 17, type: !10, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!46 = !DILocation(line: 57, column: 1, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "getX", scope: !17, file: !17, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!48 = distinct !DILocation(line: 18, column: 14, scope: !45)
!49 = !DILocation(line: 18, column: 7, scope: !45)
!50 = !DILocation(line: 19, column: 11, scope: !45)
!51 = !DILocation(line: 19, column: 14, scope: !45)
!52 = !DILocation(line: 19, column: 7, scope: !45)
!53 = !DILocation(line: 20, column: 19, scope: !45)
!54 = !DILocation(line: 20, column: 24, scope: !45)
!55 = !DILocation(line: 20, column: 12, scope: !45)
!56 = !DILocation(line: 21, column: 13, scope: !45)
!57 = !DILocation(line: 21, column: 18, scope: !45)
!58 = !DILocation(line: 21, column: 30, scope: !45)
!59 = !DILocation(line: 21, column: 28, scope: !45)
!60 = !DILocation(line: 21, column: 44, scope: !45)
!61 = !DILocation(line: 21, column: 49, scope: !45)
!62 = !DILocation(line: 21, column: 54, scope: !45)
!63 = !DILocation(line: 21, column: 40, scope: !45)
!64 = !DILocation(line: 21, column: 7, scope: !45)
!65 = !DILocation(line: 22, column: 7, scope: !45)
!66 = !DILocation(line: 22, column: 12, scope: !45)
!67 = !DILocation(line: 23, column: 14, scope: !45)
!68 = !DILocation(line: 23, column: 10, scope: !45)
!69 = !DILocation(line: 23, column: 21, scope: !45)
!70 = !DILocation(line: 23, column: 25, scope: !45)
!71 = !DILocation(line: 23, column: 30, scope: !45)
!72 = !DILocation(line: 23, column: 23, scope: !45)
!73 = !DILocation(line: 23, column: 5, scope: !45)
!74 = !DILocation(line: 23, column: 45, scope: !45)
!75 = !DILocation(line: 23, column: 42, scope: !45)
!76 = !DILocation(line: 23, column: 40, scope: !45)
!77 = !DILocation(line: 23, column: 35, scope: !45)
!78 = distinct !{!78, !73, !74, !79}
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 24, column: 3, scope: !45)
!81 = !DILocation(line: 26, column: 7, scope: !45)
!82 = !DILocation(line: 26, column: 12, scope: !45)
!83 = !DILocation(line: 27, column: 12, scope: !45)
!84 = !DILocation(line: 27, column: 18, scope: !45)
!85 = !DILocation(line: 27, column: 21, scope: !45)
!86 = !DILocation(line: 27, column: 9, scope: !45)
!87 = !DILocation(line: 27, column: 7, scope: !45)
!88 = !DILocation(line: 27, column: 5, scope: !45)
!89 = !DILocation(line: 29, column: 12, scope: !45)
!90 = !DILocation(line: 29, column: 18, scope: !45)
!91 = !DILocation(line: 29, column: 21, scope: !45)
!92 = !DILocation(line: 29, column: 9, scope: !45)
!93 = !DILocation(line: 29, column: 7, scope: !45)
!94 = !DILocation(line: 30, column: 17, scope: !45)
!95 = !DILocation(line: 30, column: 3, scope: !45)
!96 = !DILocation(line: 30, column: 9, scope: !45)
!97 = !DILocation(line: 30, column: 15, scope: !45)
!98 = !DILocation(line: 32, column: 7, scope: !45)
!99 = !DILocation(line: 32, column: 12, scope: !45)
!100 = !DILocation(line: 33, column: 12, scope: !45)
!101 = !DILocation(line: 33, column: 9, scope: !45)
!102 = !DILocation(line: 33, column: 7, scope: !45)
!103 = !DILocation(line: 33, column: 5, scope: !45)
!104 = !DILocation(line: 35, column: 12, scope: !45)
!105 = !DILocation(line: 35, column: 9, scope: !45)
!106 = !DILocation(line: 35, column: 7, scope: !45)
!107 = !DILocation(line: 36, column: 19, scope: !45)
!108 = !DILocation(line: 36, column: 3, scope: !45)
!109 = !DILocation(line: 36, column: 11, scope: !45)
!110 = !DILocation(line: 36, column: 17, scope: !45)
!111 = !DILocation(line: 37, column: 1, scope: !45)
