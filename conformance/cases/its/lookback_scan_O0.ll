; ModuleID = 'lookback_scan.cu'
source_filename = "lookback_scan.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ13lookback_scanE1s = internal addrspace(3) global [128 x i32] undef, align 4
@_ZZ13lookback_scanE7tile_sh = internal addrspace(3) global i32 undef, align 4
@_ZZ13lookback_scanE7excl_sh = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @lookback_scan(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 !dbg !9 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca %struct.CudaThreadIdx, align 1
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  store ptr %0, ptr %15, align 8
  store ptr %1, ptr %16, align 8
  store ptr %2, ptr %17, align 8
  store ptr %3, ptr %18, align 8
  store ptr %4, ptr %19, align 8
  store ptr %5, ptr %20, align 8
  %31 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %31, ptr %21, align 4, !dbg !16
  %32 = load i32, ptr %21, align 4, !dbg !17
  %33 = icmp eq i32 %32, 0, !dbg !18
  br i1 %33, label %34, label %39, !dbg !17

34:                                               ; preds = %6
  %35 = load ptr, ptr %17, align 8, !dbg !19
  store ptr %35, ptr %13, align 8
  store i32 1, ptr %14, align 4
  %36 = load ptr, ptr %13, align 8, !dbg !20
  %37 = load i32, ptr %14, align 4, !dbg !23
  %38 = atomicrmw add ptr %36, i32 %37 seq_cst, align 4, !dbg !24
  store i32 %38, ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE7tile_sh to ptr), align 4, !dbg !25
  br label %39, !dbg !26

39:                                               ; preds = %34, %6
  call void @llvm.nvvm.barrier0(), !dbg !27
  %40 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE7tile_sh to ptr), align 4, !dbg !28
  store i32 %40, ptr %23, align 4, !dbg !29
  %41 = load ptr, ptr %15, align 8, !dbg !30
  %42 = load i32, ptr %23, align 4, !dbg !31
  %43 = mul i32 %42, 128, !dbg !32
  %44 = load i32, ptr %21, align 4, !dbg !33
  %45 = add i32 %43, %44, !dbg !34
  %46 = zext i32 %45 to i64, !dbg !30
  %47 = getelementptr inbounds i32, ptr %41, i64 %46, !dbg !30
  %48 = load i32, ptr %47, align 4, !dbg !30
  %49 = load i32, ptr %21, align 4, !dbg !35
  %50 = zext i32 %49 to i64, !dbg !36
  %51 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE1s to ptr), i64 0, i64 %50, !dbg !36
  store i32 %48, ptr %51, align 4, !dbg !37
  call void @llvm.nvvm.barrier0(), !dbg !38
  store i32 1, ptr %24, align 4, !dbg !39
  br label %52, !dbg !40

52:                                               ; preds = %75, %39
  %53 = load i32, ptr %24, align 4, !dbg !41
  %54 = icmp ult i32 %53, 128, !dbg !42
  br i1 %54, label %55, label %78, !dbg !43

55:                                               ; preds = %52
  %56 = load i32, ptr %21, align 4, !dbg !44
  %57 = load i32, ptr %24, align 4, !dbg !45
  %58 = icmp uge i32 %56, %57, !dbg !46
  br i1 %58, label %59, label %66, !dbg !44

59:                                               ; preds = %55
  %60 = load i32, ptr %21, align 4, !dbg !47
  %61 = load i32, ptr %24, align 4, !dbg !48
  %62 = sub i32 %60, %61, !dbg !49
  %63 = zext i32 %62 to i64, !dbg !50
  %64 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE1s to ptr), i64 0, i64 %63, !dbg !50
  %65 = load i32, ptr %64, align 4, !dbg !50
  br label %67, !dbg !44

66:                                               ; preds = %55
  br label %67, !dbg !44

67:                                               ; preds = %66, %59
  %68 = phi i32 [ %65, %59 ], [ 0, %66 ], !dbg !44
  store i32 %68, ptr %25, align 4, !dbg !51
  call void @llvm.nvvm.barrier0(), !dbg !52
  %69 = load i32, ptr %25, align 4, !dbg !53
  %70 = load i32, ptr %21, align 4, !dbg !54
  %71 = zext i32 %70 to i64, !dbg !55
  %72 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE1s to ptr), i64 0, i64 %71, !dbg !55
  %73 = load i32, ptr %72, align 4, !dbg !56
  %74 = add nsw i32 %73, %69, !dbg !56
  store i32 %74, ptr %72, align 4, !dbg !56
  call void @llvm.nvvm.barrier0(), !dbg !57
  br label %75, !dbg !58

75:                                               ; preds = %67
  %76 = load i32, ptr %24, align 4, !dbg !59
  %77 = shl i32 %76, 1, !dbg !59
  store i32 %77, ptr %24, align 4, !dbg !59
  br label %52, !dbg !43, !llvm.loop !60

78:                                               ; preds = %52
  %79 = load i32, ptr %21, align 4, !dbg !62
  %80 = icmp eq i32 %79, 0, !dbg !63
  br i1 %80, label %81, label %157, !dbg !62

81:                                               ; preds = %78
  %82 = load i32, ptr getelementptr inbounds ([128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE1s to ptr), i64 0, i64 127), align 4, !dbg !64
  store i32 %82, ptr %26, align 4, !dbg !65
  store i32 0, ptr %27, align 4, !dbg !66
  %83 = load i32, ptr %23, align 4, !dbg !67
  %84 = icmp eq i32 %83, 0, !dbg !68
  br i1 %84, label %85, label %94, !dbg !67

85:                                               ; preds = %81
  %86 = load i32, ptr %26, align 4, !dbg !69
  %87 = load ptr, ptr %20, align 8, !dbg !70
  %88 = getelementptr inbounds i32, ptr %87, i64 0, !dbg !70
  store i32 %86, ptr %88, align 4, !dbg !71
  call void @llvm.nvvm.membar.gl(), !dbg !72
  %89 = load ptr, ptr %18, align 8, !dbg !75
  %90 = getelementptr inbounds i32, ptr %89, i64 0, !dbg !75
  store ptr %90, ptr %7, align 8
  store i32 2, ptr %8, align 4
  %91 = load ptr, ptr %7, align 8, !dbg !76
  %92 = load i32, ptr %8, align 4, !dbg !79
  %93 = atomicrmw xchg ptr %91, i32 %92 seq_cst, align 4, !dbg !80
  br label %155, !dbg !81

94:                                               ; preds = %81
  %95 = load i32, ptr %26, align 4, !dbg !82
  %96 = load ptr, ptr %19, align 8, !dbg !83
  %97 = load i32, ptr %23, align 4, !dbg !84
  %98 = zext i32 %97 to i64, !dbg !83
  %99 = getelementptr inbounds i32, ptr %96, i64 %98, !dbg !83
  store i32 %95, ptr %99, align 4, !dbg !85
  call void @llvm.nvvm.membar.gl(), !dbg !86
  %100 = load ptr, ptr %18, align 8, !dbg !88
  %101 = load i32, ptr %23, align 4, !dbg !89
  %102 = zext i32 %101 to i64, !dbg !88
  %103 = getelementptr inbounds i32, ptr %100, i64 %102, !dbg !88
  store ptr %103, ptr %9, align 8
  store i32 1, ptr %10, align 4
  %104 = load ptr, ptr %9, align 8, !dbg !90
  %105 = load i32, ptr %10, align 4, !dbg !92
  %106 = atomicrmw xchg ptr %104, i32 %105 seq_cst, align 4, !dbg !93
  %107 = load i32, ptr %23, align 4, !dbg !94
  %108 = sub nsw i32 %107, 1, !dbg !95
  store i32 %108, ptr %28, align 4, !dbg !96
  br label %109, !dbg !97

109:                                              ; preds = %130, %94
  %110 = load ptr, ptr %18, align 8, !dbg !98
  store ptr %110, ptr %29, align 8, !dbg !99
  br label %111, !dbg !100

111:                                              ; preds = %118, %109
  %112 = load ptr, ptr %29, align 8, !dbg !101
  %113 = load i32, ptr %28, align 4, !dbg !102
  %114 = sext i32 %113 to i64, !dbg !101
  %115 = getelementptr inbounds i32, ptr %112, i64 %114, !dbg !101
  %116 = load volatile i32, ptr %115, align 4, !dbg !101
  store i32 %116, ptr %30, align 4, !dbg !103
  %117 = icmp eq i32 %116, 0, !dbg !104
  br i1 %117, label %118, label %119, !dbg !100

118:                                              ; preds = %111
  br label %111, !dbg !100, !llvm.loop !105

119:                                              ; preds = %111
  call void @llvm.nvvm.membar.gl(), !dbg !107
  %120 = load i32, ptr %30, align 4, !dbg !109
  %121 = icmp eq i32 %120, 2, !dbg !110
  br i1 %121, label %122, label %130, !dbg !109

122:                                              ; preds = %119
  %123 = load ptr, ptr %20, align 8, !dbg !111
  %124 = load i32, ptr %28, align 4, !dbg !112
  %125 = sext i32 %124 to i64, !dbg !111
  %126 = getelementptr inbounds i32, ptr %123, i64 %125, !dbg !111
  %127 = load i32, ptr %126, align 4, !dbg !111
  %128 = load i32, ptr %27, align 4, !dbg !113
  %129 = add nsw i32 %128, %127, !dbg !113
  store i32 %129, ptr %27, align 4, !dbg !113
  br label %140, !dbg !114

130:                                              ; preds = %119
  %131 = load ptr, ptr %19, align 8, !dbg !115
  %132 = load i32, ptr %28, align 4, !dbg !116
  %133 = sext i32 %132 to i64, !dbg !115
  %134 = getelementptr inbounds i32, ptr %131, i64 %133, !dbg !115
  %135 = load i32, ptr %134, align 4, !dbg !115
  %136 = load i32, ptr %27, align 4, !dbg !117
  %137 = add nsw i32 %136, %135, !dbg !117
  store i32 %137, ptr %27, align 4, !dbg !117
  %138 = load i32, ptr %28, align 4, !dbg !118
  %139 = add nsw i32 %138, -1, !dbg !118
  store i32 %139, ptr %28, align 4, !dbg !118
  br label %109, !dbg !97, !llvm.loop !119

140:                                              ; preds = %122
  %141 = load i32, ptr %27, align 4, !dbg !121
  %142 = load i32, ptr %26, align 4, !dbg !122
  %143 = add nsw i32 %141, %142, !dbg !123
  %144 = load ptr, ptr %20, align 8, !dbg !124
  %145 = load i32, ptr %23, align 4, !dbg !125
  %146 = zext i32 %145 to i64, !dbg !124
  %147 = getelementptr inbounds i32, ptr %144, i64 %146, !dbg !124
  store i32 %143, ptr %147, align 4, !dbg !126
  call void @llvm.nvvm.membar.gl(), !dbg !127
  %148 = load ptr, ptr %18, align 8, !dbg !129
  %149 = load i32, ptr %23, align 4, !dbg !130
  %150 = zext i32 %149 to i64, !dbg !129
  %151 = getelementptr inbounds i32, ptr %148, i64 %150, !dbg !129
  store ptr %151, ptr %11, align 8
  store i32 2, ptr %12, align 4
  %152 = load ptr, ptr %11, align 8, !dbg !131
  %153 = load i32, ptr %12, align 4, !dbg !133
  %154 = atomicrmw xchg ptr %152, i32 %153 seq_cst, align 4, !dbg !134
  br label %155

155:                                              ; preds = %140, %85
  %156 = load i32, ptr %27, align 4, !dbg !135
  store i32 %156, ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE7excl_sh to ptr), align 4, !dbg !136
  br label %157, !dbg !137

157:                                              ; preds = %155, %78
  call void @llvm.nvvm.barrier0(), !dbg !138
  %158 = load i32, ptr %21, align 4, !dbg !139
  %159 = zext i32 %158 to i64, !dbg !140
  %160 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE1s to ptr), i64 0, i64 %159, !dbg !140
  %161 = load i32, ptr %160, align 4, !dbg !140
  %162 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13lookback_scanE7excl_sh to ptr), align 4, !dbg !141
  %163 = add nsw i32 %161, %162, !dbg !142
  %164 = load ptr, ptr %16, align 8, !dbg !143
  %165 = load i32, ptr %23, align 4, !dbg !144
  %166 = mul i32 %165, 128, !dbg !145
  %167 = load i32, ptr %21, align 4, !dbg !146
  %168 = add i32 %166, %167, !dbg !147
  %169 = zext i32 %168 to i64, !dbg !143
  %170 = getelementptr inbounds i32, ptr %164, i64 %169, !dbg !143
  store i32 %163, ptr %170, align 4, !dbg !148
  ret void, !dbg !149
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!1 = !DIFile(filename: "lookback_scan.cu", directory: ".")
!2 = !{ptr @lookback_scan, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "lookback_scan", scope: !1, file: !1, line: 21, type: !10, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 27, column: 16, scope: !9)
!16 = !DILocation(line: 27, column: 12, scope: !9)
!17 = !DILocation(line: 31, column: 7, scope: !9)
!18 = !DILocation(line: 31, column: 9, scope: !9)
!19 = !DILocation(line: 31, column: 35, scope: !9)
!20 = !DILocation(line: 123, column: 91, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 123, type: !10, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!22 = distinct !DILocation(line: 31, column: 25, scope: !9)
!23 = !DILocation(line: 123, column: 99, scope: !21, inlinedAt: !22)
!24 = !DILocation(line: 123, column: 62, scope: !21, inlinedAt: !22)
!25 = !DILocation(line: 31, column: 23, scope: !9)
!26 = !DILocation(line: 31, column: 15, scope: !9)
!27 = !DILocation(line: 33, column: 3, scope: !9)
!28 = !DILocation(line: 34, column: 19, scope: !9)
!29 = !DILocation(line: 34, column: 12, scope: !9)
!30 = !DILocation(line: 35, column: 10, scope: !9)
!31 = !DILocation(line: 35, column: 13, scope: !9)
!32 = !DILocation(line: 35, column: 18, scope: !9)
!33 = !DILocation(line: 35, column: 27, scope: !9)
!34 = !DILocation(line: 35, column: 25, scope: !9)
!35 = !DILocation(line: 35, column: 5, scope: !9)
!36 = !DILocation(line: 35, column: 3, scope: !9)
!37 = !DILocation(line: 35, column: 8, scope: !9)
!38 = !DILocation(line: 36, column: 3, scope: !9)
!39 = !DILocation(line: 37, column: 17, scope: !9)
!40 = !DILocation(line: 37, column: 8, scope: !9)
!41 = !DILocation(line: 37, column: 26, scope: !9)
!42 = !DILocation(line: 37, column: 30, scope: !9)
!43 = !DILocation(line: 37, column: 3, scope: !9)
!44 = !DILocation(line: 38, column: 13, scope: !9)
!45 = !DILocation(line: 38, column: 18, scope: !9)
!46 = !DILocation(line: 38, column: 15, scope: !9)
!47 = !DILocation(line: 38, column: 26, scope: !9)
!48 = !DILocation(line: 38, column: 30, scope: !9)
!49 = !DILocation(line: 38, column: 28, scope: !9)
!50 = !DILocation(line: 38, column: 24, scope: !9)
!51 = !DILocation(line: 38, column: 9, scope: !9)
!52 = !DILocation(line: 39, column: 5, scope: !9)
!53 = !DILocation(line: 40, column: 13, scope: !9)
!54 = !DILocation(line: 40, column: 7, scope: !9)
!55 = !DILocation(line: 40, column: 5, scope: !9)
!56 = !DILocation(line: 40, column: 10, scope: !9)
!57 = !DILocation(line: 41, column: 5, scope: !9)
!58 = !DILocation(line: 42, column: 3, scope: !9)
!59 = !DILocation(line: 37, column: 42, scope: !9)
!60 = distinct !{!60, !43, !58, !61}
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 43, column: 7, scope: !9)
!63 = !DILocation(line: 43, column: 9, scope: !9)
!64 = !DILocation(line: 44, column: 15, scope: !9)
!65 = !DILocation(line: 44, column: 9, scope: !9)
!66 = !DILocation(line: 45, column: 9, scope: !9)
!67 = !DILocation(line: 46, column: 9, scope: !9)
!68 = !DILocation(line: 46, column: 14, scope: !9)
!69 = !DILocation(line: 47, column: 18, scope: !9)
!70 = !DILocation(line: 47, column: 7, scope: !9)
!71 = !DILocation(line: 47, column: 16, scope: !9)
!72 = !DILocation(line: 78, column: 32, scope: !73, inlinedAt: !74)
!73 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!74 = distinct !DILocation(line: 48, column: 7, scope: !9)
!75 = !DILocation(line: 49, column: 19, scope: !9)
!76 = !DILocation(line: 147, column: 71, scope: !77, inlinedAt: !78)
!77 = distinct !DISubprogram(name: "atomicExch", scope: !14, file: !14, line: 147, type: !10, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!78 = distinct !DILocation(line: 49, column: 7, scope: !9)
!79 = !DILocation(line: 147, column: 74, scope: !77, inlinedAt: !78)
!80 = !DILocation(line: 147, column: 48, scope: !77, inlinedAt: !78)
!81 = !DILocation(line: 50, column: 5, scope: !9)
!82 = !DILocation(line: 51, column: 20, scope: !9)
!83 = !DILocation(line: 51, column: 7, scope: !9)
!84 = !DILocation(line: 51, column: 12, scope: !9)
!85 = !DILocation(line: 51, column: 18, scope: !9)
!86 = !DILocation(line: 78, column: 32, scope: !73, inlinedAt: !87)
!87 = distinct !DILocation(line: 52, column: 7, scope: !9)
!88 = !DILocation(line: 53, column: 19, scope: !9)
!89 = !DILocation(line: 53, column: 26, scope: !9)
!90 = !DILocation(line: 147, column: 71, scope: !77, inlinedAt: !91)
!91 = distinct !DILocation(line: 53, column: 7, scope: !9)
!92 = !DILocation(line: 147, column: 74, scope: !77, inlinedAt: !91)
!93 = !DILocation(line: 147, column: 48, scope: !77, inlinedAt: !91)
!94 = !DILocation(line: 54, column: 20, scope: !9)
!95 = !DILocation(line: 54, column: 25, scope: !9)
!96 = !DILocation(line: 54, column: 11, scope: !9)
!97 = !DILocation(line: 55, column: 7, scope: !9)
!98 = !DILocation(line: 56, column: 33, scope: !9)
!99 = !DILocation(line: 56, column: 23, scope: !9)
!100 = !DILocation(line: 58, column: 9, scope: !9)
!101 = !DILocation(line: 58, column: 22, scope: !9)
!102 = !DILocation(line: 58, column: 30, scope: !9)
!103 = !DILocation(line: 58, column: 20, scope: !9)
!104 = !DILocation(line: 58, column: 34, scope: !9)
!105 = distinct !{!105, !100, !106, !61}
!106 = !DILocation(line: 59, column: 9, scope: !9)
!107 = !DILocation(line: 78, column: 32, scope: !73, inlinedAt: !108)
!108 = distinct !DILocation(line: 60, column: 9, scope: !9)
!109 = !DILocation(line: 61, column: 13, scope: !9)
!110 = !DILocation(line: 61, column: 16, scope: !9)
!111 = !DILocation(line: 62, column: 19, scope: !9)
!112 = !DILocation(line: 62, column: 25, scope: !9)
!113 = !DILocation(line: 62, column: 16, scope: !9)
!114 = !DILocation(line: 63, column: 11, scope: !9)
!115 = !DILocation(line: 65, column: 17, scope: !9)
!116 = !DILocation(line: 65, column: 22, scope: !9)
!117 = !DILocation(line: 65, column: 14, scope: !9)
!118 = !DILocation(line: 66, column: 9, scope: !9)
!119 = distinct !{!119, !97, !120, !61}
!120 = !DILocation(line: 67, column: 7, scope: !9)
!121 = !DILocation(line: 68, column: 21, scope: !9)
!122 = !DILocation(line: 68, column: 28, scope: !9)
!123 = !DILocation(line: 68, column: 26, scope: !9)
!124 = !DILocation(line: 68, column: 7, scope: !9)
!125 = !DILocation(line: 68, column: 13, scope: !9)
!126 = !DILocation(line: 68, column: 19, scope: !9)
!127 = !DILocation(line: 78, column: 32, scope: !73, inlinedAt: !128)
!128 = distinct !DILocation(line: 69, column: 7, scope: !9)
!129 = !DILocation(line: 70, column: 19, scope: !9)
!130 = !DILocation(line: 70, column: 26, scope: !9)
!131 = !DILocation(line: 147, column: 71, scope: !77, inlinedAt: !132)
!132 = distinct !DILocation(line: 70, column: 7, scope: !9)
!133 = !DILocation(line: 147, column: 74, scope: !77, inlinedAt: !132)
!134 = !DILocation(line: 147, column: 48, scope: !77, inlinedAt: !132)
!135 = !DILocation(line: 72, column: 15, scope: !9)
!136 = !DILocation(line: 72, column: 13, scope: !9)
!137 = !DILocation(line: 73, column: 3, scope: !9)
!138 = !DILocation(line: 74, column: 3, scope: !9)
!139 = !DILocation(line: 75, column: 28, scope: !9)
!140 = !DILocation(line: 75, column: 26, scope: !9)
!141 = !DILocation(line: 75, column: 33, scope: !9)
!142 = !DILocation(line: 75, column: 31, scope: !9)
!143 = !DILocation(line: 75, column: 3, scope: !9)
!144 = !DILocation(line: 75, column: 7, scope: !9)
!145 = !DILocation(line: 75, column: 12, scope: !9)
!146 = !DILocation(line: 75, column: 21, scope: !9)
!147 = !DILocation(line: 75, column: 19, scope: !9)
!148 = !DILocation(line: 75, column: 24, scope: !9)
!149 = !DILocation(line: 76, column: 1, scope: !9)
