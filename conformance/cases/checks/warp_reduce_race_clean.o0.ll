; ModuleID = 'warp_reduce_race.cu'
source_filename = "warp_reduce_race.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockIdx = type { i8 }

@_ZZ8reduce64E1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @reduce64(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca %struct.CudaThreadIdx, align 1
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca %struct.CudaBlockIdx, align 1
  store ptr %0, ptr %15, align 8
  store ptr %1, ptr %16, align 8
  %22 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %22, ptr %17, align 4, !dbg !16
  %23 = load ptr, ptr %15, align 8, !dbg !17
  %24 = load i32, ptr %17, align 4, !dbg !18
  %25 = sext i32 %24 to i64, !dbg !17
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !17
  %27 = load i32, ptr %26, align 4, !dbg !17
  %28 = load i32, ptr %17, align 4, !dbg !19
  %29 = sext i32 %28 to i64, !dbg !20
  %30 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %29, !dbg !20
  store i32 %27, ptr %30, align 4, !dbg !21
  call void @llvm.nvvm.barrier0(), !dbg !22
  %31 = load i32, ptr %17, align 4, !dbg !23
  %32 = icmp slt i32 %31, 32, !dbg !24
  br i1 %32, label %33, label %124, !dbg !23

33:                                               ; preds = %2
  store ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), ptr %19, align 8, !dbg !25
  %34 = load ptr, ptr %19, align 8, !dbg !26
  %35 = load i32, ptr %17, align 4, !dbg !27
  %36 = add nsw i32 %35, 32, !dbg !28
  %37 = sext i32 %36 to i64, !dbg !26
  %38 = getelementptr inbounds i32, ptr %34, i64 %37, !dbg !26
  %39 = load volatile i32, ptr %38, align 4, !dbg !26
  store i32 %39, ptr %20, align 4, !dbg !29
  store i32 -1, ptr %3, align 4
  %40 = load i32, ptr %3, align 4, !dbg !30
  call void @llvm.nvvm.bar.warp.sync(i32 %40), !dbg !33
  %41 = load i32, ptr %20, align 4, !dbg !34
  %42 = load ptr, ptr %19, align 8, !dbg !35
  %43 = load i32, ptr %17, align 4, !dbg !36
  %44 = sext i32 %43 to i64, !dbg !35
  %45 = getelementptr inbounds i32, ptr %42, i64 %44, !dbg !35
  %46 = load volatile i32, ptr %45, align 4, !dbg !37
  %47 = add nsw i32 %46, %41, !dbg !37
  store volatile i32 %47, ptr %45, align 4, !dbg !37
  store i32 -1, ptr %4, align 4
  %48 = load i32, ptr %4, align 4, !dbg !38
  call void @llvm.nvvm.bar.warp.sync(i32 %48), !dbg !40
  %49 = load ptr, ptr %19, align 8, !dbg !41
  %50 = load i32, ptr %17, align 4, !dbg !42
  %51 = add nsw i32 %50, 16, !dbg !43
  %52 = sext i32 %51 to i64, !dbg !41
  %53 = getelementptr inbounds i32, ptr %49, i64 %52, !dbg !41
  %54 = load volatile i32, ptr %53, align 4, !dbg !41
  store i32 %54, ptr %20, align 4, !dbg !44
  store i32 -1, ptr %5, align 4
  %55 = load i32, ptr %5, align 4, !dbg !45
  call void @llvm.nvvm.bar.warp.sync(i32 %55), !dbg !47
  %56 = load i32, ptr %20, align 4, !dbg !48
  %57 = load ptr, ptr %19, align 8, !dbg !49
  %58 = load i32, ptr %17, align 4, !dbg !50
  %59 = sext i32 %58 to i64, !dbg !49
  %60 = getelementptr inbounds i32, ptr %57, i64 %59, !dbg !49
  %61 = load volatile i32, ptr %60, align 4, !dbg !51
  %62 = add nsw i32 %61, %56, !dbg !51
  store volatile i32 %62, ptr %60, align 4, !dbg !51
  store i32 -1, ptr %6, align 4
  %63 = load i32, ptr %6, align 4, !dbg !52
  call void @llvm.nvvm.bar.warp.sync(i32 %63), !dbg !54
  %64 = load ptr, ptr %19, align 8, !dbg !55
  %65 = load i32, ptr %17, align 4, !dbg !56
  %66 = add nsw i32 %65, 8, !dbg !57
  %67 = sext i32 %66 to i64, !dbg !55
  %68 = getelementptr inbounds i32, ptr %64, i64 %67, !dbg !55
  %69 = load volatile i32, ptr %68, align 4, !dbg !55
  store i32 %69, ptr %20, align 4, !dbg !58
  store i32 -1, ptr %7, align 4
  %70 = load i32, ptr %7, align 4, !dbg !59
  call void @llvm.nvvm.bar.warp.sync(i32 %70), !dbg !61
  %71 = load i32, ptr %20, align 4, !dbg !62
  %72 = load ptr, ptr %19, align 8, !dbg !63
  %73 = load i32, ptr %17, align 4, !dbg !64
  %74 = sext i32 %73 to i64, !dbg !63
  %75 = getelementptr inbounds i32, ptr %72, i64 %74, !dbg !63
  %76 = load volatile i32, ptr %75, align 4, !dbg !65
  %77 = add nsw i32 %76, %71, !dbg !65
  store volatile i32 %77, ptr %75, align 4, !dbg !65
  store i32 -1, ptr %8, align 4
  %78 = load i32, ptr %8, align 4, !dbg !66
  call void @llvm.nvvm.bar.warp.sync(i32 %78), !dbg !68
  %79 = load ptr, ptr %19, align 8, !dbg !69
  %80 = load i32, ptr %17, align 4, !dbg !70
  %81 = add nsw i32 %80, 4, !dbg !71
  %82 = sext i32 %81 to i64, !dbg !69
  %83 = getelementptr inbounds i32, ptr %79, i64 %82, !dbg !69
  %84 = load volatile i32, ptr %83, align 4, !dbg !69
  store i32 %84, ptr %20, align 4, !dbg !72
  store i32 -1, ptr %9, align 4
  %85 = load i32, ptr %9, align 4, !dbg !73
  call void @llvm.nvvm.bar.warp.sync(i32 %85), !dbg !75
  %86 = load i32, ptr %20, align 4, !dbg !76
  %87 = load ptr, ptr %19, align 8, !dbg !77
  %88 = load i32, ptr %17, align 4, !dbg !78
  %89 = sext i32 %88 to i64, !dbg !77
  %90 = getelementptr inbounds i32, ptr %87, i64 %89, !dbg !77
  %91 = load volatile i32, ptr %90, align 4, !dbg !79
  %92 = add nsw i32 %91, %86, !dbg !79
  store volatile i32 %92, ptr %90, align 4, !dbg !79
  store i32 -1, ptr %10, align 4
  %93 = load i32, ptr %10, align 4, !dbg !80
  call void @llvm.nvvm.bar.warp.sync(i32 %93), !dbg !82
  %94 = load ptr, ptr %19, align 8, !dbg !83
  %95 = load i32, ptr %17, align 4, !dbg !84
  %96 = add nsw i32 %95, 2, !dbg !85
  %97 = sext i32 %96 to i64, !dbg !83
  %98 = getelementptr inbounds i32, ptr %94, i64 %97, !dbg !83
  %99 = load volatile i32, ptr %98, align 4, !dbg !83
  store i32 %99, ptr %20, align 4, !dbg !86
  store i32 -1, ptr %11, align 4
  %100 = load i32, ptr %11, align 4, !dbg !87
  call void @llvm.nvvm.bar.warp.sync(i32 %100), !dbg !89
  %101 = load i32, ptr %20, align 4, !dbg !90
  %102 = load ptr, ptr %19, align 8, !dbg !91
  %103 = load i32, ptr %17, align 4, !dbg !92
  %104 = sext i32 %103 to i64, !dbg !91
  %105 = getelementptr inbounds i32, ptr %102, i64 %104, !dbg !91
  %106 = load volatile i32, ptr %105, align 4, !dbg !93
  %107 = add nsw i32 %106, %101, !dbg !93
  store volatile i32 %107, ptr %105, align 4, !dbg !93
  store i32 -1, ptr %12, align 4
  %108 = load i32, ptr %12, align 4, !dbg !94
  call void @llvm.nvvm.bar.warp.sync(i32 %108), !dbg !96
  %109 = load ptr, ptr %19, align 8, !dbg !97
  %110 = load i32, ptr %17, align 4, !dbg !98
  %111 = add nsw i32 %110, 1, !dbg !99
  %112 = sext i32 %111 to i64, !dbg !97
  %113 = getelementptr inbounds i32, ptr %109, i64 %112, !dbg !97
  %114 = load volatile i32, ptr %113, align 4, !dbg !97
  store i32 %114, ptr %20, align 4, !dbg !100
  store i32 -1, ptr %13, align 4
  %115 = load i32, ptr %13, align 4, !dbg !101
  call void @llvm.nvvm.bar.warp.sync(i32 %115), !dbg !103
  %116 = load i32, ptr %20, align 4, !dbg !104
  %117 = load ptr, ptr %19, align 8, !dbg !105
  %118 = load i32, ptr %17, align 4, !dbg !106
  %119 = sext i32 %118 to i64, !dbg !105
  %120 = getelementptr inbounds i32, ptr %117, i64 %119, !dbg !105
  %121 = load volatile i32, ptr %120, align 4, !dbg !107
  %122 = add nsw i32 %121, %116, !dbg !107
  store volatile i32 %122, ptr %120, align 4, !dbg !107
  store i32 -1, ptr %14, align 4
  %123 = load i32, ptr %14, align 4, !dbg !108
  call void @llvm.nvvm.bar.warp.sync(i32 %123), !dbg !110
  br label %124, !dbg !111

124:                                              ; preds = %33, %2
  %125 = load i32, ptr %17, align 4, !dbg !112
  %126 = icmp eq i32 %125, 0, !dbg !113
  br i1 %126, label %127, label %133, !dbg !112

127:                                              ; preds = %124
  %128 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), align 4, !dbg !114
  %129 = load ptr, ptr %16, align 8, !dbg !115
  %130 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !116
  %131 = zext i32 %130 to i64, !dbg !115
  %132 = getelementptr inbounds i32, ptr %129, i64 %131, !dbg !115
  store i32 %128, ptr %132, align 4, !dbg !119
  br label %133, !dbg !115

133:                                              ; preds = %127, %124
  ret void, !dbg !120
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "warp_reduce_race.cu", directory: ".")
!2 = !{ptr @reduce64, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "reduce64", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 13, scope: !9)
!16 = !DILocation(line: 9, column: 7, scope: !9)
!17 = !DILocation(line: 10, column: 12, scope: !9)
!18 = !DILocation(line: 10, column: 15, scope: !9)
!19 = !DILocation(line: 10, column: 5, scope: !9)
!20 = !DILocation(line: 10, column: 3, scope: !9)
!21 = !DILocation(line: 10, column: 10, scope: !9)
!22 = !DILocation(line: 11, column: 3, scope: !9)
!23 = !DILocation(line: 12, column: 7, scope: !9)
!24 = !DILocation(line: 12, column: 11, scope: !9)
!25 = !DILocation(line: 13, column: 19, scope: !9)
!26 = !DILocation(line: 16, column: 9, scope: !9)
!27 = !DILocation(line: 16, column: 12, scope: !9)
!28 = !DILocation(line: 16, column: 16, scope: !9)
!29 = !DILocation(line: 16, column: 7, scope: !9)
!30 = !DILocation(line: 76, column: 77, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!32 = distinct !DILocation(line: 16, column: 23, scope: !9)
!33 = !DILocation(line: 76, column: 56, scope: !31, inlinedAt: !32)
!34 = !DILocation(line: 16, column: 48, scope: !9)
!35 = !DILocation(line: 16, column: 37, scope: !9)
!36 = !DILocation(line: 16, column: 40, scope: !9)
!37 = !DILocation(line: 16, column: 45, scope: !9)
!38 = !DILocation(line: 76, column: 77, scope: !31, inlinedAt: !39)
!39 = distinct !DILocation(line: 16, column: 51, scope: !9)
!40 = !DILocation(line: 76, column: 56, scope: !31, inlinedAt: !39)
!41 = !DILocation(line: 17, column: 9, scope: !9)
!42 = !DILocation(line: 17, column: 12, scope: !9)
!43 = !DILocation(line: 17, column: 16, scope: !9)
!44 = !DILocation(line: 17, column: 7, scope: !9)
!45 = !DILocation(line: 76, column: 77, scope: !31, inlinedAt: !46)
!46 = distinct !DILocation(line: 17, column: 23, scope: !9)
!47 = !DILocation(line: 76, column: 56, scope: !31, inlinedAt: !46)
!48 = !DILocation(line: 17, column: 48, scope: !9)
!49 = !DILocation(line: 17, column: 37, scope: !9)
!50 = !DILocation(line: 17, column: 40, scope: !9)
!51 = !DILocation(line: 17, column: 45, scope: !9)
!52 = !DILocation(line: 76, column: 77, scope: !31, inlinedAt: !53)
!53 = distinct !DILocation(line: 17, column: 51, scope: !9)
!54 = !DILocation(line: 76, column: 56, scope: !31, inlinedAt: !53)
!55 = !DILocation(line: 18, column: 9, scope: !9)
!56 = !DILocation(line: 18, column: 12, scope: !9)
!57 = !DILocation(line: 18, column: 16, scope: !9)
!58 = !DILocation(line: 18, column: 7, scope: !9)
!59 = !DILocation(line: 76, column: 77, scope: !31, inlinedAt: !60)
!60 = distinct !DILocation(line: 18, column: 22, scope: !9)
!61 = !DILocation(line: 76, column: 56, scope: !31, inlinedAt: !60)
!62 = !DILocation(line: 18, column: 47, scope: !9)
!63 = !DILocation(line: 18, column: 36, scope: !9)
!64 = !DILocation(line: 18, column: 39, scope: !9)
!65 = !DILocation(line: 18, column: 44, scope: !9)
!66 = !DILocation(line: 76, column: 77, scope: !31, inlinedAt: !67)
!67 = distinct !DILocation(line: 18, column: 50, scope: !9)
!68 = !DILocation(line: 76, column: 56, scope: !31, inlinedAt: !67)
!69 = !DILocation(line: 19, column: 9, scope: !9)
!70 = !DILocation(line: 19, column: 12, scope: !9)
!71 = !DILocation(line: 19, column: 16, scope: !9)
!72 = !DILocation(line: 19, column: 7, scope: !9)
!73 = !DILocation(line: 76, column: 77, scope: !31, inlinedAt: !74)
!74 = distinct !DILocation(line: 19, column: 22, scope: !9)
!75 = !DILocation(line: 76, column: 56, scope: !31, inlinedAt: !74)
!76 = !DILocation(line: 19, column: 47, scope: !9)
!77 = !DILocation(line: 19, column: 36, scope: !9)
!78 = !DILocation(line: 19, column: 39, scope: !9)
!79 = !DILocation(line: 19, column: 44, scope: !9)
!80 = !DILocation(line: 76, column: 77, scope: !31, inlinedAt: !81)
!81 = distinct !DILocation(line: 19, column: 50, scope: !9)
!82 = !DILocation(line: 76, column: 56, scope: !31, inlinedAt: !81)
!83 = !DILocation(line: 20, column: 9, scope: !9)
!84 = !DILocation(line: 20, column: 12, scope: !9)
!85 = !DILocation(line: 20, column: 16, scope: !9)
!86 = !DILocation(line: 20, column: 7, scope: !9)
!87 = !DILocation(line: 76, column: 77, scope: !31, inlinedAt: !88)
!88 = distinct !DILocation(line: 20, column: 22, scope: !9)
!89 = !DILocation(line: 76, column: 56, scope: !31, inlinedAt: !88)
!90 = !DILocation(line: 20, column: 47, scope: !9)
!91 = !DILocation(line: 20, column: 36, scope: !9)
!92 = !DILocation(line: 20, column: 39, scope: !9)
!93 = !DILocation(line: 20, column: 44, scope: !9)
!94 = !DILocation(line: 76, column: 77, scope: !31, inlinedAt: !95)
!95 = distinct !DILocation(line: 20, column: 50, scope: !9)
!96 = !DILocation(line: 76, column: 56, scope: !31, inlinedAt: !95)
!97 = !DILocation(line: 21, column: 9, scope: !9)
!98 = !DILocation(line: 21, column: 12, scope: !9)
!99 = !DILocation(line: 21, column: 16, scope: !9)
!100 = !DILocation(line: 21, column: 7, scope: !9)
!101 = !DILocation(line: 76, column: 77, scope: !31, inlinedAt: !102)
!102 = distinct !DILocation(line: 21, column: 22, scope: !9)
!103 = !DILocation(line: 76, column: 56, scope: !31, inlinedAt: !102)
!104 = !DILocation(line: 21, column: 47, scope: !9)
!105 = !DILocation(line: 21, column: 36, scope: !9)
!106 = !DILocation(line: 21, column: 39, scope: !9)
!107 = !DILocation(line: 21, column: 44, scope: !9)
!108 = !DILocation(line: 76, column: 77, scope: !31, inlinedAt: !109)
!109 = distinct !DILocation(line: 21, column: 50, scope: !9)
!110 = !DILocation(line: 76, column: 56, scope: !31, inlinedAt: !109)
!111 = !DILocation(line: 30, column: 3, scope: !9)
!112 = !DILocation(line: 31, column: 7, scope: !9)
!113 = !DILocation(line: 31, column: 11, scope: !9)
!114 = !DILocation(line: 32, column: 23, scope: !9)
!115 = !DILocation(line: 32, column: 5, scope: !9)
!116 = !DILocation(line: 58, column: 1, scope: !117, inlinedAt: !118)
!117 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!118 = distinct !DILocation(line: 32, column: 9, scope: !9)
!119 = !DILocation(line: 32, column: 21, scope: !9)
!120 = !DILocation(line: 33, column: 1, scope: !9)
