; ModuleID = 'lookback_blockidx.cu'
source_filename = "lookback_blockidx.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockIdx = type { i8 }

@_ZZ17lookback_blockidxE1s = internal addrspace(3) global [128 x i32] undef, align 4
@_ZZ17lookback_blockidxE7tile_sh = internal addrspace(3) global i32 undef, align 4
@_ZZ17lookback_blockidxE7excl_sh = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @lookback_blockidx(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 !dbg !9 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca %struct.CudaThreadIdx, align 1
  %19 = alloca %struct.CudaBlockIdx, align 1
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  store ptr %2, ptr %14, align 8
  store ptr %3, ptr %15, align 8
  store ptr %4, ptr %16, align 8
  %28 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  store i32 %28, ptr %17, align 4, !dbg !17
  %29 = load i32, ptr %17, align 4, !dbg !18
  %30 = icmp eq i32 %29, 0, !dbg !19
  br i1 %30, label %31, label %33, !dbg !18

31:                                               ; preds = %5
  %32 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !20
  store i32 %32, ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE7tile_sh to ptr), align 4, !dbg !23
  br label %33, !dbg !24

33:                                               ; preds = %31, %5
  call void @llvm.nvvm.barrier0(), !dbg !25
  %34 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE7tile_sh to ptr), align 4, !dbg !26
  store i32 %34, ptr %20, align 4, !dbg !27
  %35 = load ptr, ptr %12, align 8, !dbg !28
  %36 = load i32, ptr %20, align 4, !dbg !29
  %37 = mul i32 %36, 128, !dbg !30
  %38 = load i32, ptr %17, align 4, !dbg !31
  %39 = add i32 %37, %38, !dbg !32
  %40 = zext i32 %39 to i64, !dbg !28
  %41 = getelementptr inbounds i32, ptr %35, i64 %40, !dbg !28
  %42 = load i32, ptr %41, align 4, !dbg !28
  %43 = load i32, ptr %17, align 4, !dbg !33
  %44 = zext i32 %43 to i64, !dbg !34
  %45 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %44, !dbg !34
  store i32 %42, ptr %45, align 4, !dbg !35
  call void @llvm.nvvm.barrier0(), !dbg !36
  store i32 1, ptr %21, align 4, !dbg !37
  br label %46, !dbg !38

46:                                               ; preds = %69, %33
  %47 = load i32, ptr %21, align 4, !dbg !39
  %48 = icmp ult i32 %47, 128, !dbg !40
  br i1 %48, label %49, label %72, !dbg !41

49:                                               ; preds = %46
  %50 = load i32, ptr %17, align 4, !dbg !42
  %51 = load i32, ptr %21, align 4, !dbg !43
  %52 = icmp uge i32 %50, %51, !dbg !44
  br i1 %52, label %53, label %60, !dbg !42

53:                                               ; preds = %49
  %54 = load i32, ptr %17, align 4, !dbg !45
  %55 = load i32, ptr %21, align 4, !dbg !46
  %56 = sub i32 %54, %55, !dbg !47
  %57 = zext i32 %56 to i64, !dbg !48
  %58 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %57, !dbg !48
  %59 = load i32, ptr %58, align 4, !dbg !48
  br label %61, !dbg !42

60:                                               ; preds = %49
  br label %61, !dbg !42

61:                                               ; preds = %60, %53
  %62 = phi i32 [ %59, %53 ], [ 0, %60 ], !dbg !42
  store i32 %62, ptr %22, align 4, !dbg !49
  call void @llvm.nvvm.barrier0(), !dbg !50
  %63 = load i32, ptr %22, align 4, !dbg !51
  %64 = load i32, ptr %17, align 4, !dbg !52
  %65 = zext i32 %64 to i64, !dbg !53
  %66 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %65, !dbg !53
  %67 = load i32, ptr %66, align 4, !dbg !54
  %68 = add nsw i32 %67, %63, !dbg !54
  store i32 %68, ptr %66, align 4, !dbg !54
  call void @llvm.nvvm.barrier0(), !dbg !55
  br label %69, !dbg !56

69:                                               ; preds = %61
  %70 = load i32, ptr %21, align 4, !dbg !57
  %71 = shl i32 %70, 1, !dbg !57
  store i32 %71, ptr %21, align 4, !dbg !57
  br label %46, !dbg !41, !llvm.loop !58

72:                                               ; preds = %46
  %73 = load i32, ptr %17, align 4, !dbg !60
  %74 = icmp eq i32 %73, 0, !dbg !61
  br i1 %74, label %75, label %151, !dbg !60

75:                                               ; preds = %72
  %76 = load i32, ptr getelementptr inbounds ([128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 127), align 4, !dbg !62
  store i32 %76, ptr %23, align 4, !dbg !63
  store i32 0, ptr %24, align 4, !dbg !64
  %77 = load i32, ptr %20, align 4, !dbg !65
  %78 = icmp eq i32 %77, 0, !dbg !66
  br i1 %78, label %79, label %88, !dbg !65

79:                                               ; preds = %75
  %80 = load i32, ptr %23, align 4, !dbg !67
  %81 = load ptr, ptr %16, align 8, !dbg !68
  %82 = getelementptr inbounds i32, ptr %81, i64 0, !dbg !68
  store i32 %80, ptr %82, align 4, !dbg !69
  call void @llvm.nvvm.membar.gl(), !dbg !70
  %83 = load ptr, ptr %14, align 8, !dbg !73
  %84 = getelementptr inbounds i32, ptr %83, i64 0, !dbg !73
  store ptr %84, ptr %6, align 8
  store i32 2, ptr %7, align 4
  %85 = load ptr, ptr %6, align 8, !dbg !74
  %86 = load i32, ptr %7, align 4, !dbg !77
  %87 = atomicrmw xchg ptr %85, i32 %86 seq_cst, align 4, !dbg !78
  br label %149, !dbg !79

88:                                               ; preds = %75
  %89 = load i32, ptr %23, align 4, !dbg !80
  %90 = load ptr, ptr %15, align 8, !dbg !81
  %91 = load i32, ptr %20, align 4, !dbg !82
  %92 = zext i32 %91 to i64, !dbg !81
  %93 = getelementptr inbounds i32, ptr %90, i64 %92, !dbg !81
  store i32 %89, ptr %93, align 4, !dbg !83
  call void @llvm.nvvm.membar.gl(), !dbg !84
  %94 = load ptr, ptr %14, align 8, !dbg !86
  %95 = load i32, ptr %20, align 4, !dbg !87
  %96 = zext i32 %95 to i64, !dbg !86
  %97 = getelementptr inbounds i32, ptr %94, i64 %96, !dbg !86
  store ptr %97, ptr %8, align 8
  store i32 1, ptr %9, align 4
  %98 = load ptr, ptr %8, align 8, !dbg !88
  %99 = load i32, ptr %9, align 4, !dbg !90
  %100 = atomicrmw xchg ptr %98, i32 %99 seq_cst, align 4, !dbg !91
  %101 = load i32, ptr %20, align 4, !dbg !92
  %102 = sub nsw i32 %101, 1, !dbg !93
  store i32 %102, ptr %25, align 4, !dbg !94
  br label %103, !dbg !95

103:                                              ; preds = %124, %88
  %104 = load ptr, ptr %14, align 8, !dbg !96
  store ptr %104, ptr %26, align 8, !dbg !97
  br label %105, !dbg !98

105:                                              ; preds = %112, %103
  %106 = load ptr, ptr %26, align 8, !dbg !99
  %107 = load i32, ptr %25, align 4, !dbg !100
  %108 = sext i32 %107 to i64, !dbg !99
  %109 = getelementptr inbounds i32, ptr %106, i64 %108, !dbg !99
  %110 = load volatile i32, ptr %109, align 4, !dbg !99
  store i32 %110, ptr %27, align 4, !dbg !101
  %111 = icmp eq i32 %110, 0, !dbg !102
  br i1 %111, label %112, label %113, !dbg !98

112:                                              ; preds = %105
  br label %105, !dbg !98, !llvm.loop !103

113:                                              ; preds = %105
  call void @llvm.nvvm.membar.gl(), !dbg !105
  %114 = load i32, ptr %27, align 4, !dbg !107
  %115 = icmp eq i32 %114, 2, !dbg !108
  br i1 %115, label %116, label %124, !dbg !107

116:                                              ; preds = %113
  %117 = load ptr, ptr %16, align 8, !dbg !109
  %118 = load i32, ptr %25, align 4, !dbg !110
  %119 = sext i32 %118 to i64, !dbg !109
  %120 = getelementptr inbounds i32, ptr %117, i64 %119, !dbg !109
  %121 = load i32, ptr %120, align 4, !dbg !109
  %122 = load i32, ptr %24, align 4, !dbg !111
  %123 = add nsw i32 %122, %121, !dbg !111
  store i32 %123, ptr %24, align 4, !dbg !111
  br label %134, !dbg !112

124:                                              ; preds = %113
  %125 = load ptr, ptr %15, align 8, !dbg !113
  %126 = load i32, ptr %25, align 4, !dbg !114
  %127 = sext i32 %126 to i64, !dbg !113
  %128 = getelementptr inbounds i32, ptr %125, i64 %127, !dbg !113
  %129 = load i32, ptr %128, align 4, !dbg !113
  %130 = load i32, ptr %24, align 4, !dbg !115
  %131 = add nsw i32 %130, %129, !dbg !115
  store i32 %131, ptr %24, align 4, !dbg !115
  %132 = load i32, ptr %25, align 4, !dbg !116
  %133 = add nsw i32 %132, -1, !dbg !116
  store i32 %133, ptr %25, align 4, !dbg !116
  br label %103, !dbg !95, !llvm.loop !117

134:                                              ; preds = %116
  %135 = load i32, ptr %24, align 4, !dbg !119
  %136 = load i32, ptr %23, align 4, !dbg !120
  %137 = add nsw i32 %135, %136, !dbg !121
  %138 = load ptr, ptr %16, align 8, !dbg !122
  %139 = load i32, ptr %20, align 4, !dbg !123
  %140 = zext i32 %139 to i64, !dbg !122
  %141 = getelementptr inbounds i32, ptr %138, i64 %140, !dbg !122
  store i32 %137, ptr %141, align 4, !dbg !124
  call void @llvm.nvvm.membar.gl(), !dbg !125
  %142 = load ptr, ptr %14, align 8, !dbg !127
  %143 = load i32, ptr %20, align 4, !dbg !128
  %144 = zext i32 %143 to i64, !dbg !127
  %145 = getelementptr inbounds i32, ptr %142, i64 %144, !dbg !127
  store ptr %145, ptr %10, align 8
  store i32 2, ptr %11, align 4
  %146 = load ptr, ptr %10, align 8, !dbg !129
  %147 = load i32, ptr %11, align 4, !dbg !131
  %148 = atomicrmw xchg ptr %146, i32 %147 seq_cst, align 4, !dbg !132
  br label %149

149:                                              ; preds = %134, %79
  %150 = load i32, ptr %24, align 4, !dbg !133
  store i32 %150, ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE7excl_sh to ptr), align 4, !dbg !134
  br label %151, !dbg !135

151:                                              ; preds = %149, %72
  call void @llvm.nvvm.barrier0(), !dbg !136
  %152 = load i32, ptr %17, align 4, !dbg !137
  %153 = zext i32 %152 to i64, !dbg !138
  %154 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE1s to ptr), i64 0, i64 %153, !dbg !138
  %155 = load i32, ptr %154, align 4, !dbg !138
  %156 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17lookback_blockidxE7excl_sh to ptr), align 4, !dbg !139
  %157 = add nsw i32 %155, %156, !dbg !140
  %158 = load ptr, ptr %13, align 8, !dbg !141
  %159 = load i32, ptr %20, align 4, !dbg !142
  %160 = mul i32 %159, 128, !dbg !143
  %161 = load i32, ptr %17, align 4, !dbg !144
  %162 = add i32 %160, %161, !dbg !145
  %163 = zext i32 %162 to i64, !dbg !141
  %164 = getelementptr inbounds i32, ptr %158, i64 %163, !dbg !141
  store i32 %157, ptr %164, align 4, !dbg !146
  ret void, !dbg !147
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lookback_blockidx.cu", directory: ".")
!2 = !{ptr @lookback_blockidx, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "lookback_blockidx", scope: !10, file: !10, line: 19, type: !11, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DIFile(filename: "./lookback_scan.cu", directory: ".")
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 57, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 57, type: !11, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!15 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!16 = distinct !DILocation(line: 27, column: 16, scope: !9)
!17 = !DILocation(line: 27, column: 12, scope: !9)
!18 = !DILocation(line: 29, column: 7, scope: !9)
!19 = !DILocation(line: 29, column: 9, scope: !9)
!20 = !DILocation(line: 58, column: 1, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 29, column: 25, scope: !9)
!23 = !DILocation(line: 29, column: 23, scope: !9)
!24 = !DILocation(line: 29, column: 15, scope: !9)
!25 = !DILocation(line: 33, column: 3, scope: !9)
!26 = !DILocation(line: 34, column: 19, scope: !9)
!27 = !DILocation(line: 34, column: 12, scope: !9)
!28 = !DILocation(line: 35, column: 10, scope: !9)
!29 = !DILocation(line: 35, column: 13, scope: !9)
!30 = !DILocation(line: 35, column: 18, scope: !9)
!31 = !DILocation(line: 35, column: 27, scope: !9)
!32 = !DILocation(line: 35, column: 25, scope: !9)
!33 = !DILocation(line: 35, column: 5, scope: !9)
!34 = !DILocation(line: 35, column: 3, scope: !9)
!35 = !DILocation(line: 35, column: 8, scope: !9)
!36 = !DILocation(line: 36, column: 3, scope: !9)
!37 = !DILocation(line: 37, column: 17, scope: !9)
!38 = !DILocation(line: 37, column: 8, scope: !9)
!39 = !DILocation(line: 37, column: 26, scope: !9)
!40 = !DILocation(line: 37, column: 30, scope: !9)
!41 = !DILocation(line: 37, column: 3, scope: !9)
!42 = !DILocation(line: 38, column: 13, scope: !9)
!43 = !DILocation(line: 38, column: 18, scope: !9)
!44 = !DILocation(line: 38, column: 15, scope: !9)
!45 = !DILocation(line: 38, column: 26, scope: !9)
!46 = !DILocation(line: 38, column: 30, scope: !9)
!47 = !DILocation(line: 38, column: 28, scope: !9)
!48 = !DILocation(line: 38, column: 24, scope: !9)
!49 = !DILocation(line: 38, column: 9, scope: !9)
!50 = !DILocation(line: 39, column: 5, scope: !9)
!51 = !DILocation(line: 40, column: 13, scope: !9)
!52 = !DILocation(line: 40, column: 7, scope: !9)
!53 = !DILocation(line: 40, column: 5, scope: !9)
!54 = !DILocation(line: 40, column: 10, scope: !9)
!55 = !DILocation(line: 41, column: 5, scope: !9)
!56 = !DILocation(line: 42, column: 3, scope: !9)
!57 = !DILocation(line: 37, column: 42, scope: !9)
!58 = distinct !{!58, !41, !56, !59}
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 43, column: 7, scope: !9)
!61 = !DILocation(line: 43, column: 9, scope: !9)
!62 = !DILocation(line: 44, column: 15, scope: !9)
!63 = !DILocation(line: 44, column: 9, scope: !9)
!64 = !DILocation(line: 45, column: 9, scope: !9)
!65 = !DILocation(line: 46, column: 9, scope: !9)
!66 = !DILocation(line: 46, column: 14, scope: !9)
!67 = !DILocation(line: 47, column: 18, scope: !9)
!68 = !DILocation(line: 47, column: 7, scope: !9)
!69 = !DILocation(line: 47, column: 16, scope: !9)
!70 = !DILocation(line: 78, column: 32, scope: !71, inlinedAt: !72)
!71 = distinct !DISubprogram(name: "__threadfence", scope: !15, file: !15, line: 78, type: !11, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!72 = distinct !DILocation(line: 48, column: 7, scope: !9)
!73 = !DILocation(line: 49, column: 19, scope: !9)
!74 = !DILocation(line: 147, column: 71, scope: !75, inlinedAt: !76)
!75 = distinct !DISubprogram(name: "atomicExch", scope: !15, file: !15, line: 147, type: !11, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!76 = distinct !DILocation(line: 49, column: 7, scope: !9)
!77 = !DILocation(line: 147, column: 74, scope: !75, inlinedAt: !76)
!78 = !DILocation(line: 147, column: 48, scope: !75, inlinedAt: !76)
!79 = !DILocation(line: 50, column: 5, scope: !9)
!80 = !DILocation(line: 51, column: 20, scope: !9)
!81 = !DILocation(line: 51, column: 7, scope: !9)
!82 = !DILocation(line: 51, column: 12, scope: !9)
!83 = !DILocation(line: 51, column: 18, scope: !9)
!84 = !DILocation(line: 78, column: 32, scope: !71, inlinedAt: !85)
!85 = distinct !DILocation(line: 52, column: 7, scope: !9)
!86 = !DILocation(line: 53, column: 19, scope: !9)
!87 = !DILocation(line: 53, column: 26, scope: !9)
!88 = !DILocation(line: 147, column: 71, scope: !75, inlinedAt: !89)
!89 = distinct !DILocation(line: 53, column: 7, scope: !9)
!90 = !DILocation(line: 147, column: 74, scope: !75, inlinedAt: !89)
!91 = !DILocation(line: 147, column: 48, scope: !75, inlinedAt: !89)
!92 = !DILocation(line: 54, column: 20, scope: !9)
!93 = !DILocation(line: 54, column: 25, scope: !9)
!94 = !DILocation(line: 54, column: 11, scope: !9)
!95 = !DILocation(line: 55, column: 7, scope: !9)
!96 = !DILocation(line: 56, column: 33, scope: !9)
!97 = !DILocation(line: 56, column: 23, scope: !9)
!98 = !DILocation(line: 58, column: 9, scope: !9)
!99 = !DILocation(line: 58, column: 22, scope: !9)
!100 = !DILocation(line: 58, column: 30, scope: !9)
!101 = !DILocation(line: 58, column: 20, scope: !9)
!102 = !DILocation(line: 58, column: 34, scope: !9)
!103 = distinct !{!103, !98, !104, !59}
!104 = !DILocation(line: 59, column: 9, scope: !9)
!105 = !DILocation(line: 78, column: 32, scope: !71, inlinedAt: !106)
!106 = distinct !DILocation(line: 60, column: 9, scope: !9)
!107 = !DILocation(line: 61, column: 13, scope: !9)
!108 = !DILocation(line: 61, column: 16, scope: !9)
!109 = !DILocation(line: 62, column: 19, scope: !9)
!110 = !DILocation(line: 62, column: 25, scope: !9)
!111 = !DILocation(line: 62, column: 16, scope: !9)
!112 = !DILocation(line: 63, column: 11, scope: !9)
!113 = !DILocation(line: 65, column: 17, scope: !9)
!114 = !DILocation(line: 65, column: 22, scope: !9)
!115 = !DILocation(line: 65, column: 14, scope: !9)
!116 = !DILocation(line: 66, column: 9, scope: !9)
!117 = distinct !{!117, !95, !118, !59}
!118 = !DILocation(line: 67, column: 7, scope: !9)
!119 = !DILocation(line: 68, column: 21, scope: !9)
!120 = !DILocation(line: 68, column: 28, scope: !9)
!121 = !DILocation(line: 68, column: 26, scope: !9)
!122 = !DILocation(line: 68, column: 7, scope: !9)
!123 = !DILocation(line: 68, column: 13, scope: !9)
!124 = !DILocation(line: 68, column: 19, scope: !9)
!125 = !DILocation(line: 78, column: 32, scope: !71, inlinedAt: !126)
!126 = distinct !DILocation(line: 69, column: 7, scope: !9)
!127 = !DILocation(line: 70, column: 19, scope: !9)
!128 = !DILocation(line: 70, column: 26, scope: !9)
!129 = !DILocation(line: 147, column: 71, scope: !75, inlinedAt: !130)
!130 = distinct !DILocation(line: 70, column: 7, scope: !9)
!131 = !DILocation(line: 147, column: 74, scope: !75, inlinedAt: !130)
!132 = !DILocation(line: 147, column: 48, scope: !75, inlinedAt: !130)
!133 = !DILocation(line: 72, column: 15, scope: !9)
!134 = !DILocation(line: 72, column: 13, scope: !9)
!135 = !DILocation(line: 73, column: 3, scope: !9)
!136 = !DILocation(line: 74, column: 3, scope: !9)
!137 = !DILocation(line: 75, column: 28, scope: !9)
!138 = !DILocation(line: 75, column: 26, scope: !9)
!139 = !DILocation(line: 75, column: 33, scope: !9)
!140 = !DILocation(line: 75, column: 31, scope: !9)
!141 = !DILocation(line: 75, column: 3, scope: !9)
!142 = !DILocation(line: 75, column: 7, scope: !9)
!143 = !DILocation(line: 75, column: 12, scope: !9)
!144 = !DILocation(line: 75, column: 21, scope: !9)
!145 = !DILocation(line: 75, column: 19, scope: !9)
!146 = !DILocation(line: 75, column: 24, scope: !9)
!147 = !DILocation(line: 76, column: 1, scope: !9)
