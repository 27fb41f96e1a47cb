; ModuleID = 'syncwarp_paths.cu'
source_filename = "syncwarp_paths.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ14syncwarp_pathsE1s = internal addrspace(3) global [2 x [32 x i32]] undef, align 4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z6sync_av() #0 !dbg !9 {
  %1 = alloca i32, align 4
  store i32 -1, ptr %1, align 4
  %2 = load i32, ptr %1, align 4, !dbg !12
  call void @llvm.nvvm.bar.warp.sync(i32 %2), !dbg !16
  ret void, !dbg !17
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z6sync_bv() #0 !dbg !18 {
  %1 = alloca i32, align 4
  store i32 -1, ptr %1, align 4
  %2 = load i32, ptr %1, align 4, !dbg !19
  call void @llvm.nvvm.bar.warp.sync(i32 %2), !dbg !21
  ret void, !dbg !22
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @syncwarp_paths(ptr noundef %0, ptr noundef %1) #1 !dbg !23 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !24
  store i32 %11, ptr %7, align 4, !dbg !27
  %12 = load i32, ptr %7, align 4, !dbg !28
  %13 = and i32 %12, 1, !dbg !29
  %14 = icmp ne i32 %13, 0, !dbg !28
  br i1 %14, label %15, label %25, !dbg !28

15:                                               ; preds = %2
  %16 = load ptr, ptr %5, align 8, !dbg !30
  %17 = load i32, ptr %7, align 4, !dbg !31
  %18 = sext i32 %17 to i64, !dbg !30
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !30
  %20 = load i32, ptr %19, align 4, !dbg !30
  %21 = mul nsw i32 3, %20, !dbg !32
  %22 = load i32, ptr %7, align 4, !dbg !33
  %23 = sext i32 %22 to i64, !dbg !34
  %24 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14syncwarp_pathsE1s to ptr), i64 0, i64 %23, !dbg !34
  store i32 %21, ptr %24, align 4, !dbg !35
  call void @_Z6sync_av() #4, !dbg !36
  br label %35, !dbg !37

25:                                               ; preds = %2
  %26 = load ptr, ptr %5, align 8, !dbg !38
  %27 = load i32, ptr %7, align 4, !dbg !39
  %28 = sext i32 %27 to i64, !dbg !38
  %29 = getelementptr inbounds i32, ptr %26, i64 %28, !dbg !38
  %30 = load i32, ptr %29, align 4, !dbg !38
  %31 = add nsw i32 %30, 5, !dbg !40
  %32 = load i32, ptr %7, align 4, !dbg !41
  %33 = sext i32 %32 to i64, !dbg !42
  %34 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14syncwarp_pathsE1s to ptr), i64 0, i64 %33, !dbg !42
  store i32 %31, ptr %34, align 4, !dbg !43
  call void @_Z6sync_bv() #4, !dbg !44
  br label %35

35:                                               ; preds = %25, %15
  %36 = load i32, ptr %7, align 4, !dbg !45
  %37 = add nsw i32 %36, 1, !dbg !46
  %38 = and i32 %37, 31, !dbg !47
  %39 = sext i32 %38 to i64, !dbg !48
  %40 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14syncwarp_pathsE1s to ptr), i64 0, i64 %39, !dbg !48
  %41 = load i32, ptr %40, align 4, !dbg !48
  %42 = load ptr, ptr %6, align 8, !dbg !49
  %43 = load i32, ptr %7, align 4, !dbg !50
  %44 = sext i32 %43 to i64, !dbg !49
  %45 = getelementptr inbounds i32, ptr %42, i64 %44, !dbg !49
  store i32 %41, ptr %45, align 4, !dbg !51
  store i32 0, ptr %9, align 4, !dbg !52
  store i32 0, ptr %10, align 4, !dbg !53
  br label %46, !dbg !54

46:                                               ; preds = %62, %35
  %47 = load i32, ptr %10, align 4, !dbg !55
  %48 = load i32, ptr %7, align 4, !dbg !56
  %49 = srem i32 %48, 4, !dbg !57
  %50 = icmp sle i32 %47, %49, !dbg !58
  br i1 %50, label %51, label %65, !dbg !59

51:                                               ; preds = %46
  %52 = load ptr, ptr %5, align 8, !dbg !60
  %53 = load i32, ptr %7, align 4, !dbg !61
  %54 = load i32, ptr %10, align 4, !dbg !62
  %55 = add nsw i32 %53, %54, !dbg !63
  %56 = and i32 %55, 31, !dbg !64
  %57 = sext i32 %56 to i64, !dbg !60
  %58 = getelementptr inbounds i32, ptr %52, i64 %57, !dbg !60
  %59 = load i32, ptr %58, align 4, !dbg !60
  %60 = load i32, ptr %9, align 4, !dbg !65
  %61 = add nsw i32 %60, %59, !dbg !65
  store i32 %61, ptr %9, align 4, !dbg !65
  br label %62, !dbg !66

62:                                               ; preds = %51
  %63 = load i32, ptr %10, align 4, !dbg !67
  %64 = add nsw i32 %63, 1, !dbg !67
  store i32 %64, ptr %10, align 4, !dbg !67
  br label %46, !dbg !59, !llvm.loop !68

65:                                               ; preds = %46
  %66 = load i32, ptr %7, align 4, !dbg !71
  %67 = icmp slt i32 %66, 20, !dbg !72
  br i1 %67, label %68, label %76, !dbg !71

68:                                               ; preds = %65
  %69 = load i32, ptr %7, align 4, !dbg !73
  %70 = load i32, ptr %7, align 4, !dbg !74
  %71 = mul nsw i32 %69, %70, !dbg !75
  %72 = load i32, ptr %7, align 4, !dbg !76
  %73 = sext i32 %72 to i64, !dbg !77
  %74 = getelementptr inbounds [32 x i32], ptr getelementptr inbounds ([2 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ14syncwarp_pathsE1s to ptr), i64 0, i64 1), i64 0, i64 %73, !dbg !77
  store i32 %71, ptr %74, align 4, !dbg !78
  store i32 -1, ptr %3, align 4
  %75 = load i32, ptr %3, align 4, !dbg !79
  call void @llvm.nvvm.bar.warp.sync(i32 %75), !dbg !81
  br label %83, !dbg !82

76:                                               ; preds = %65
  %77 = load i32, ptr %7, align 4, !dbg !83
  %78 = sub nsw i32 0, %77, !dbg !84
  %79 = load i32, ptr %7, align 4, !dbg !85
  %80 = sext i32 %79 to i64, !dbg !86
  %81 = getelementptr inbounds [32 x i32], ptr getelementptr inbounds ([2 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ14syncwarp_pathsE1s to ptr), i64 0, i64 1), i64 0, i64 %80, !dbg !86
  store i32 %78, ptr %81, align 4, !dbg !87
  store i32 -1, ptr %4, align 4
  %82 = load i32, ptr %4, align 4, !dbg !88
  call void @llvm.nvvm.bar.warp.sync(i32 %82), !dbg !90
  br label %83

83:                                               ; preds = %76, %68
  %84 = load i32, ptr %7, align 4, !dbg !91
  %85 = sub nsw i32 31, %84, !dbg !92
  %86 = sext i32 %85 to i64, !dbg !93
  %87 = getelementptr inbounds [32 x i32], ptr getelementptr inbounds ([2 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ14syncwarp_pathsE1s to ptr), i64 0, i64 1), i64 0, i64 %86, !dbg !93
  %88 = load i32, ptr %87, align 4, !dbg !93
  %89 = load i32, ptr %9, align 4, !dbg !94
  %90 = add nsw i32 %88, %89, !dbg !95
  %91 = load ptr, ptr %6, align 8, !dbg !96
  %92 = load i32, ptr %7, align 4, !dbg !97
  %93 = add nsw i32 32, %92, !dbg !98
  %94 = sext i32 %93 to i64, !dbg !96
  %95 = getelementptr inbounds i32, ptr %91, i64 %94, !dbg !96
  store i32 %90, ptr %95, align 4, !dbg !99
  ret void, !dbg !100
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "syncwarp_paths.cu", directory: ".")
!2 = !{ptr @syncwarp_paths, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "sync_a", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 76, column: 77, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 12, column: 41, scope: !9)
!16 = !DILocation(line: 76, column: 56, scope: !13, inlinedAt: !15)
!17 = !DILocation(line: 12, column: 55, scope: !9)
!18 = distinct !DISubprogram(name: "sync_b", scope: !1, file: !1, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = !DILocation(line: 76, column: 77, scope: !13, inlinedAt: !20)
!20 = distinct !DILocation(line: 13, column: 41, scope: !18)
!21 = !DILocation(line: 76, column: 56, scope: !13, inlinedAt: !20)
!22 = !DILocation(line: 13, column: 55, scope: !18)
!23 = distinct !DISubprogram(name: "syncwarp_paths", scope: !1, file: !1, line: 15, type: !10, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!24 = !DILocation(line: 57, column: 1, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!26 = distinct !DILocation(line: 17, column: 14, scope: !23)
!27 = !DILocation(line: 17, column: 7, scope: !23)
!28 = !DILocation(line: 18, column: 7, scope: !23)
!29 = !DILocation(line: 18, column: 12, scope: !23)
!30 = !DILocation(line: 19, column: 22, scope: !23)
!31 = !DILocation(line: 19, column: 25, scope: !23)
!32 = !DILocation(line: 19, column: 20, scope: !23)
!33 = !DILocation(line: 19, column: 10, scope: !23)
!34 = !DILocation(line: 19, column: 5, scope: !23)
!35 = !DILocation(line: 19, column: 16, scope: !23)
!36 = !DILocation(line: 20, column: 5, scope: !23)
!37 = !DILocation(line: 21, column: 3, scope: !23)
!38 = !DILocation(line: 22, column: 18, scope: !23)
!39 = !DILocation(line: 22, column: 21, scope: !23)
!40 = !DILocation(line: 22, column: 27, scope: !23)
!41 = !DILocation(line: 22, column: 10, scope: !23)
!42 = !DILocation(line: 22, column: 5, scope: !23)
!43 = !DILocation(line: 22, column: 16, scope: !23)
!44 = !DILocation(line: 23, column: 5, scope: !23)
!45 = !DILocation(line: 25, column: 21, scope: !23)
!46 = !DILocation(line: 25, column: 26, scope: !23)
!47 = !DILocation(line: 25, column: 31, scope: !23)
!48 = !DILocation(line: 25, column: 15, scope: !23)
!49 = !DILocation(line: 25, column: 3, scope: !23)
!50 = !DILocation(line: 25, column: 7, scope: !23)
!51 = !DILocation(line: 25, column: 13, scope: !23)
!52 = !DILocation(line: 27, column: 7, scope: !23)
!53 = !DILocation(line: 28, column: 12, scope: !23)
!54 = !DILocation(line: 28, column: 8, scope: !23)
!55 = !DILocation(line: 28, column: 19, scope: !23)
!56 = !DILocation(line: 28, column: 24, scope: !23)
!57 = !DILocation(line: 28, column: 29, scope: !23)
!58 = !DILocation(line: 28, column: 21, scope: !23)
!59 = !DILocation(line: 28, column: 3, scope: !23)
!60 = !DILocation(line: 28, column: 46, scope: !23)
!61 = !DILocation(line: 28, column: 50, scope: !23)
!62 = !DILocation(line: 28, column: 57, scope: !23)
!63 = !DILocation(line: 28, column: 55, scope: !23)
!64 = !DILocation(line: 28, column: 60, scope: !23)
!65 = !DILocation(line: 28, column: 43, scope: !23)
!66 = !DILocation(line: 28, column: 39, scope: !23)
!67 = !DILocation(line: 28, column: 34, scope: !23)
!68 = distinct !{!68, !59, !69, !70}
!69 = !DILocation(line: 28, column: 64, scope: !23)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 29, column: 7, scope: !23)
!72 = !DILocation(line: 29, column: 12, scope: !23)
!73 = !DILocation(line: 30, column: 18, scope: !23)
!74 = !DILocation(line: 30, column: 25, scope: !23)
!75 = !DILocation(line: 30, column: 23, scope: !23)
!76 = !DILocation(line: 30, column: 10, scope: !23)
!77 = !DILocation(line: 30, column: 5, scope: !23)
!78 = !DILocation(line: 30, column: 16, scope: !23)
!79 = !DILocation(line: 76, column: 77, scope: !13, inlinedAt: !80)
!80 = distinct !DILocation(line: 31, column: 5, scope: !23)
!81 = !DILocation(line: 76, column: 56, scope: !13, inlinedAt: !80)
!82 = !DILocation(line: 32, column: 3, scope: !23)
!83 = !DILocation(line: 33, column: 19, scope: !23)
!84 = !DILocation(line: 33, column: 18, scope: !23)
!85 = !DILocation(line: 33, column: 10, scope: !23)
!86 = !DILocation(line: 33, column: 5, scope: !23)
!87 = !DILocation(line: 33, column: 16, scope: !23)
!88 = !DILocation(line: 76, column: 77, scope: !13, inlinedAt: !89)
!89 = distinct !DILocation(line: 34, column: 5, scope: !23)
!90 = !DILocation(line: 76, column: 56, scope: !13, inlinedAt: !89)
!91 = !DILocation(line: 36, column: 30, scope: !23)
!92 = !DILocation(line: 36, column: 28, scope: !23)
!93 = !DILocation(line: 36, column: 20, scope: !23)
!94 = !DILocation(line: 36, column: 38, scope: !23)
!95 = !DILocation(line: 36, column: 36, scope: !23)
!96 = !DILocation(line: 36, column: 3, scope: !23)
!97 = !DILocation(line: 36, column: 12, scope: !23)
!98 = !DILocation(line: 36, column: 10, scope: !23)
!99 = !DILocation(line: 36, column: 18, scope: !23)
!100 = !DILocation(line: 37, column: 1, scope: !23)
