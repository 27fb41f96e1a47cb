; ModuleID = 'warp_reduce_plain.cu'
source_filename = "warp_reduce_plain.cu"
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
  %19 = alloca i32, align 4
  %20 = alloca %struct.CudaBlockIdx, align 1
  store ptr %0, ptr %15, align 8
  store ptr %1, ptr %16, align 8
  %21 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %21, ptr %17, align 4, !dbg !16
  %22 = load ptr, ptr %15, align 8, !dbg !17
  %23 = load i32, ptr %17, align 4, !dbg !18
  %24 = sext i32 %23 to i64, !dbg !17
  %25 = getelementptr inbounds i32, ptr %22, i64 %24, !dbg !17
  %26 = load i32, ptr %25, align 4, !dbg !17
  %27 = load i32, ptr %17, align 4, !dbg !19
  %28 = sext i32 %27 to i64, !dbg !20
  %29 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %28, !dbg !20
  store i32 %26, ptr %29, align 4, !dbg !21
  call void @llvm.nvvm.barrier0(), !dbg !22
  %30 = load i32, ptr %17, align 4, !dbg !23
  %31 = icmp slt i32 %30, 32, !dbg !24
  br i1 %31, label %32, label %111, !dbg !23

32:                                               ; preds = %2
  %33 = load i32, ptr %17, align 4, !dbg !25
  %34 = add nsw i32 %33, 32, !dbg !26
  %35 = sext i32 %34 to i64, !dbg !27
  %36 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %35, !dbg !27
  %37 = load i32, ptr %36, align 4, !dbg !27
  store i32 %37, ptr %19, align 4, !dbg !28
  store i32 -1, ptr %3, align 4
  %38 = load i32, ptr %3, align 4, !dbg !29
  call void @llvm.nvvm.bar.warp.sync(i32 %38), !dbg !32
  %39 = load i32, ptr %19, align 4, !dbg !33
  %40 = load i32, ptr %17, align 4, !dbg !34
  %41 = sext i32 %40 to i64, !dbg !35
  %42 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %41, !dbg !35
  %43 = load i32, ptr %42, align 4, !dbg !36
  %44 = add nsw i32 %43, %39, !dbg !36
  store i32 %44, ptr %42, align 4, !dbg !36
  store i32 -1, ptr %4, align 4
  %45 = load i32, ptr %4, align 4, !dbg !37
  call void @llvm.nvvm.bar.warp.sync(i32 %45), !dbg !39
  %46 = load i32, ptr %17, align 4, !dbg !40
  %47 = add nsw i32 %46, 16, !dbg !41
  %48 = sext i32 %47 to i64, !dbg !42
  %49 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %48, !dbg !42
  %50 = load i32, ptr %49, align 4, !dbg !42
  store i32 %50, ptr %19, align 4, !dbg !43
  store i32 -1, ptr %5, align 4
  %51 = load i32, ptr %5, align 4, !dbg !44
  call void @llvm.nvvm.bar.warp.sync(i32 %51), !dbg !46
  %52 = load i32, ptr %19, align 4, !dbg !47
  %53 = load i32, ptr %17, align 4, !dbg !48
  %54 = sext i32 %53 to i64, !dbg !49
  %55 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %54, !dbg !49
  %56 = load i32, ptr %55, align 4, !dbg !50
  %57 = add nsw i32 %56, %52, !dbg !50
  store i32 %57, ptr %55, align 4, !dbg !50
  store i32 -1, ptr %6, align 4
  %58 = load i32, ptr %6, align 4, !dbg !51
  call void @llvm.nvvm.bar.warp.sync(i32 %58), !dbg !53
  %59 = load i32, ptr %17, align 4, !dbg !54
  %60 = add nsw i32 %59, 8, !dbg !55
  %61 = sext i32 %60 to i64, !dbg !56
  %62 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %61, !dbg !56
  %63 = load i32, ptr %62, align 4, !dbg !56
  store i32 %63, ptr %19, align 4, !dbg !57
  store i32 -1, ptr %7, align 4
  %64 = load i32, ptr %7, align 4, !dbg !58
  call void @llvm.nvvm.bar.warp.sync(i32 %64), !dbg !60
  %65 = load i32, ptr %19, align 4, !dbg !61
  %66 = load i32, ptr %17, align 4, !dbg !62
  %67 = sext i32 %66 to i64, !dbg !63
  %68 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %67, !dbg !63
  %69 = load i32, ptr %68, align 4, !dbg !64
  %70 = add nsw i32 %69, %65, !dbg !64
  store i32 %70, ptr %68, align 4, !dbg !64
  store i32 -1, ptr %8, align 4
  %71 = load i32, ptr %8, align 4, !dbg !65
  call void @llvm.nvvm.bar.warp.sync(i32 %71), !dbg !67
  %72 = load i32, ptr %17, align 4, !dbg !68
  %73 = add nsw i32 %72, 4, !dbg !69
  %74 = sext i32 %73 to i64, !dbg !70
  %75 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %74, !dbg !70
  %76 = load i32, ptr %75, align 4, !dbg !70
  store i32 %76, ptr %19, align 4, !dbg !71
  store i32 -1, ptr %9, align 4
  %77 = load i32, ptr %9, align 4, !dbg !72
  call void @llvm.nvvm.bar.warp.sync(i32 %77), !dbg !74
  %78 = load i32, ptr %19, align 4, !dbg !75
  %79 = load i32, ptr %17, align 4, !dbg !76
  %80 = sext i32 %79 to i64, !dbg !77
  %81 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %80, !dbg !77
  %82 = load i32, ptr %81, align 4, !dbg !78
  %83 = add nsw i32 %82, %78, !dbg !78
  store i32 %83, ptr %81, align 4, !dbg !78
  store i32 -1, ptr %10, align 4
  %84 = load i32, ptr %10, align 4, !dbg !79
  call void @llvm.nvvm.bar.warp.sync(i32 %84), !dbg !81
  %85 = load i32, ptr %17, align 4, !dbg !82
  %86 = add nsw i32 %85, 2, !dbg !83
  %87 = sext i32 %86 to i64, !dbg !84
  %88 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %87, !dbg !84
  %89 = load i32, ptr %88, align 4, !dbg !84
  store i32 %89, ptr %19, align 4, !dbg !85
  store i32 -1, ptr %11, align 4
  %90 = load i32, ptr %11, align 4, !dbg !86
  call void @llvm.nvvm.bar.warp.sync(i32 %90), !dbg !88
  %91 = load i32, ptr %19, align 4, !dbg !89
  %92 = load i32, ptr %17, align 4, !dbg !90
  %93 = sext i32 %92 to i64, !dbg !91
  %94 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %93, !dbg !91
  %95 = load i32, ptr %94, align 4, !dbg !92
  %96 = add nsw i32 %95, %91, !dbg !92
  store i32 %96, ptr %94, align 4, !dbg !92
  store i32 -1, ptr %12, align 4
  %97 = load i32, ptr %12, align 4, !dbg !93
  call void @llvm.nvvm.bar.warp.sync(i32 %97), !dbg !95
  %98 = load i32, ptr %17, align 4, !dbg !96
  %99 = add nsw i32 %98, 1, !dbg !97
  %100 = sext i32 %99 to i64, !dbg !98
  %101 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %100, !dbg !98
  %102 = load i32, ptr %101, align 4, !dbg !98
  store i32 %102, ptr %19, align 4, !dbg !99
  store i32 -1, ptr %13, align 4
  %103 = load i32, ptr %13, align 4, !dbg !100
  call void @llvm.nvvm.bar.warp.sync(i32 %103), !dbg !102
  %104 = load i32, ptr %19, align 4, !dbg !103
  %105 = load i32, ptr %17, align 4, !dbg !104
  %106 = sext i32 %105 to i64, !dbg !105
  %107 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %106, !dbg !105
  %108 = load i32, ptr %107, align 4, !dbg !106
  %109 = add nsw i32 %108, %104, !dbg !106
  store i32 %109, ptr %107, align 4, !dbg !106
  store i32 -1, ptr %14, align 4
  %110 = load i32, ptr %14, align 4, !dbg !107
  call void @llvm.nvvm.bar.warp.sync(i32 %110), !dbg !109
  br label %111, !dbg !110

111:                                              ; preds = %32, %2
  %112 = load i32, ptr %17, align 4, !dbg !111
  %113 = icmp eq i32 %112, 0, !dbg !112
  br i1 %113, label %114, label %120, !dbg !111

114:                                              ; preds = %111
  %115 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), align 4, !dbg !113
  %116 = load ptr, ptr %16, align 8, !dbg !114
  %117 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !115
  %118 = zext i32 %117 to i64, !dbg !114
  %119 = getelementptr inbounds i32, ptr %116, i64 %118, !dbg !114
  store i32 %115, ptr %119, align 4, !dbg !118
  br label %120, !dbg !114

120:                                              ; preds = %114, %111
  ret void, !dbg !119
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
!1 = !DIFile(filename: "warp_reduce_plain.cu", directory: ".")
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
!25 = !DILocation(line: 15, column: 11, scope: !9)
!26 = !DILocation(line: 15, column: 15, scope: !9)
!27 = !DILocation(line: 15, column: 9, scope: !9)
!28 = !DILocation(line: 15, column: 7, scope: !9)
!29 = !DILocation(line: 76, column: 77, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__syncwarp", scope: !14, file: !14, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!31 = distinct !DILocation(line: 15, column: 22, scope: !9)
!32 = !DILocation(line: 76, column: 56, scope: !30, inlinedAt: !31)
!33 = !DILocation(line: 15, column: 46, scope: !9)
!34 = !DILocation(line: 15, column: 38, scope: !9)
!35 = !DILocation(line: 15, column: 36, scope: !9)
!36 = !DILocation(line: 15, column: 43, scope: !9)
!37 = !DILocation(line: 76, column: 77, scope: !30, inlinedAt: !38)
!38 = distinct !DILocation(line: 15, column: 49, scope: !9)
!39 = !DILocation(line: 76, column: 56, scope: !30, inlinedAt: !38)
!40 = !DILocation(line: 16, column: 11, scope: !9)
!41 = !DILocation(line: 16, column: 15, scope: !9)
!42 = !DILocation(line: 16, column: 9, scope: !9)
!43 = !DILocation(line: 16, column: 7, scope: !9)
!44 = !DILocation(line: 76, column: 77, scope: !30, inlinedAt: !45)
!45 = distinct !DILocation(line: 16, column: 22, scope: !9)
!46 = !DILocation(line: 76, column: 56, scope: !30, inlinedAt: !45)
!47 = !DILocation(line: 16, column: 46, scope: !9)
!48 = !DILocation(line: 16, column: 38, scope: !9)
!49 = !DILocation(line: 16, column: 36, scope: !9)
!50 = !DILocation(line: 16, column: 43, scope: !9)
!51 = !DILocation(line: 76, column: 77, scope: !30, inlinedAt: !52)
!52 = distinct !DILocation(line: 16, column: 49, scope: !9)
!53 = !DILocation(line: 76, column: 56, scope: !30, inlinedAt: !52)
!54 = !DILocation(line: 17, column: 11, scope: !9)
!55 = !DILocation(line: 17, column: 15, scope: !9)
!56 = !DILocation(line: 17, column: 9, scope: !9)
!57 = !DILocation(line: 17, column: 7, scope: !9)
!58 = !DILocation(line: 76, column: 77, scope: !30, inlinedAt: !59)
!59 = distinct !DILocation(line: 17, column: 21, scope: !9)
!60 = !DILocation(line: 76, column: 56, scope: !30, inlinedAt: !59)
!61 = !DILocation(line: 17, column: 45, scope: !9)
!62 = !DILocation(line: 17, column: 37, scope: !9)
!63 = !DILocation(line: 17, column: 35, scope: !9)
!64 = !DILocation(line: 17, column: 42, scope: !9)
!65 = !DILocation(line: 76, column: 77, scope: !30, inlinedAt: !66)
!66 = distinct !DILocation(line: 17, column: 48, scope: !9)
!67 = !DILocation(line: 76, column: 56, scope: !30, inlinedAt: !66)
!68 = !DILocation(line: 18, column: 11, scope: !9)
!69 = !DILocation(line: 18, column: 15, scope: !9)
!70 = !DILocation(line: 18, column: 9, scope: !9)
!71 = !DILocation(line: 18, column: 7, scope: !9)
!72 = !DILocation(line: 76, column: 77, scope: !30, inlinedAt: !73)
!73 = distinct !DILocation(line: 18, column: 21, scope: !9)
!74 = !DILocation(line: 76, column: 56, scope: !30, inlinedAt: !73)
!75 = !DILocation(line: 18, column: 45, scope: !9)
!76 = !DILocation(line: 18, column: 37, scope: !9)
!77 = !DILocation(line: 18, column: 35, scope: !9)
!78 = !DILocation(line: 18, column: 42, scope: !9)
!79 = !DILocation(line: 76, column: 77, scope: !30, inlinedAt: !80)
!80 = distinct !DILocation(line: 18, column: 48, scope: !9)
!81 = !DILocation(line: 76, column: 56, scope: !30, inlinedAt: !80)
!82 = !DILocation(line: 19, column: 11, scope: !9)
!83 = !DILocation(line: 19, column: 15, scope: !9)
!84 = !DILocation(line: 19, column: 9, scope: !9)
!85 = !DILocation(line: 19, column: 7, scope: !9)
!86 = !DILocation(line: 76, column: 77, scope: !30, inlinedAt: !87)
!87 = distinct !DILocation(line: 19, column: 21, scope: !9)
!88 = !DILocation(line: 76, column: 56, scope: !30, inlinedAt: !87)
!89 = !DILocation(line: 19, column: 45, scope: !9)
!90 = !DILocation(line: 19, column: 37, scope: !9)
!91 = !DILocation(line: 19, column: 35, scope: !9)
!92 = !DILocation(line: 19, column: 42, scope: !9)
!93 = !DILocation(line: 76, column: 77, scope: !30, inlinedAt: !94)
!94 = distinct !DILocation(line: 19, column: 48, scope: !9)
!95 = !DILocation(line: 76, column: 56, scope: !30, inlinedAt: !94)
!96 = !DILocation(line: 20, column: 11, scope: !9)
!97 = !DILocation(line: 20, column: 15, scope: !9)
!98 = !DILocation(line: 20, column: 9, scope: !9)
!99 = !DILocation(line: 20, column: 7, scope: !9)
!100 = !DILocation(line: 76, column: 77, scope: !30, inlinedAt: !101)
!101 = distinct !DILocation(line: 20, column: 21, scope: !9)
!102 = !DILocation(line: 76, column: 56, scope: !30, inlinedAt: !101)
!103 = !DILocation(line: 20, column: 45, scope: !9)
!104 = !DILocation(line: 20, column: 37, scope: !9)
!105 = !DILocation(line: 20, column: 35, scope: !9)
!106 = !DILocation(line: 20, column: 42, scope: !9)
!107 = !DILocation(line: 76, column: 77, scope: !30, inlinedAt: !108)
!108 = distinct !DILocation(line: 20, column: 48, scope: !9)
!109 = !DILocation(line: 76, column: 56, scope: !30, inlinedAt: !108)
!110 = !DILocation(line: 29, column: 3, scope: !9)
!111 = !DILocation(line: 30, column: 7, scope: !9)
!112 = !DILocation(line: 30, column: 11, scope: !9)
!113 = !DILocation(line: 31, column: 23, scope: !9)
!114 = !DILocation(line: 31, column: 5, scope: !9)
!115 = !DILocation(line: 58, column: 1, scope: !116, inlinedAt: !117)
!116 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!117 = distinct !DILocation(line: 31, column: 9, scope: !9)
!118 = !DILocation(line: 31, column: 21, scope: !9)
!119 = !DILocation(line: 32, column: 1, scope: !9)
