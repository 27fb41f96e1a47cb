; ModuleID = 'last_block_done.cu'
source_filename = "last_block_done.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockIdx = type { i8 }
%struct.CudaGridDim = type { i8 }

@_ZZ15last_block_doneE1s = internal addrspace(3) global [64 x i32] undef, align 4
@_ZZ15last_block_doneE7is_last = internal addrspace(3) global i8 undef, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @last_block_done(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca %struct.CudaThreadIdx, align 1
  %17 = alloca %struct.CudaBlockIdx, align 1
  %18 = alloca i32, align 4
  %19 = alloca %struct.CudaBlockIdx, align 1
  %20 = alloca i32, align 4
  %21 = alloca %struct.CudaGridDim, align 1
  %22 = alloca %struct.CudaGridDim, align 1
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca %struct.CudaGridDim, align 1
  store ptr %0, ptr %11, align 8
  store ptr %1, ptr %12, align 8
  store ptr %2, ptr %13, align 8
  store ptr %3, ptr %14, align 8
  %26 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %26, ptr %15, align 4, !dbg !16
  %27 = load ptr, ptr %11, align 8, !dbg !17
  %28 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %29 = mul i32 %28, 64, !dbg !21
  %30 = load i32, ptr %15, align 4, !dbg !22
  %31 = add i32 %29, %30, !dbg !23
  %32 = zext i32 %31 to i64, !dbg !17
  %33 = getelementptr inbounds i32, ptr %27, i64 %32, !dbg !17
  %34 = load i32, ptr %33, align 4, !dbg !17
  %35 = load i32, ptr %15, align 4, !dbg !24
  %36 = zext i32 %35 to i64, !dbg !25
  %37 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15last_block_doneE1s to ptr), i64 0, i64 %36, !dbg !25
  store i32 %34, ptr %37, align 4, !dbg !26
  call void @llvm.nvvm.barrier0(), !dbg !27
  store i32 32, ptr %18, align 4, !dbg !28
  br label %38, !dbg !29

38:                                               ; preds = %58, %4
  %39 = load i32, ptr %18, align 4, !dbg !30
  %40 = icmp ugt i32 %39, 0, !dbg !31
  br i1 %40, label %41, label %61, !dbg !32

41:                                               ; preds = %38
  %42 = load i32, ptr %15, align 4, !dbg !33
  %43 = load i32, ptr %18, align 4, !dbg !34
  %44 = icmp ult i32 %42, %43, !dbg !35
  br i1 %44, label %45, label %57, !dbg !33

45:                                               ; preds = %41
  %46 = load i32, ptr %15, align 4, !dbg !36
  %47 = load i32, ptr %18, align 4, !dbg !37
  %48 = add i32 %46, %47, !dbg !38
  %49 = zext i32 %48 to i64, !dbg !39
  %50 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15last_block_doneE1s to ptr), i64 0, i64 %49, !dbg !39
  %51 = load i32, ptr %50, align 4, !dbg !39
  %52 = load i32, ptr %15, align 4, !dbg !40
  %53 = zext i32 %52 to i64, !dbg !41
  %54 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15last_block_doneE1s to ptr), i64 0, i64 %53, !dbg !41
  %55 = load i32, ptr %54, align 4, !dbg !42
  %56 = add nsw i32 %55, %51, !dbg !42
  store i32 %56, ptr %54, align 4, !dbg !42
  br label %57, !dbg !41

57:                                               ; preds = %45, %41
  call void @llvm.nvvm.barrier0(), !dbg !43
  br label %58, !dbg !44

58:                                               ; preds = %57
  %59 = load i32, ptr %18, align 4, !dbg !45
  %60 = lshr i32 %59, 1, !dbg !45
  store i32 %60, ptr %18, align 4, !dbg !45
  br label %38, !dbg !32, !llvm.loop !46

61:                                               ; preds = %38
  %62 = load i32, ptr %15, align 4, !dbg !48
  %63 = icmp eq i32 %62, 0, !dbg !49
  br i1 %63, label %64, label %80, !dbg !48

64:                                               ; preds = %61
  %65 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15last_block_doneE1s to ptr), align 4, !dbg !50
  %66 = load ptr, ptr %12, align 8, !dbg !51
  %67 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !52
  %68 = zext i32 %67 to i64, !dbg !51
  %69 = getelementptr inbounds i32, ptr %66, i64 %68, !dbg !51
  store i32 %65, ptr %69, align 4, !dbg !54
  call void @llvm.nvvm.membar.gl(), !dbg !55
  %70 = load ptr, ptr %13, align 8, !dbg !58
  %71 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !59
  store ptr %70, ptr %9, align 8
  store i32 %71, ptr %10, align 4
  %72 = load ptr, ptr %9, align 8, !dbg !62
  %73 = load i32, ptr %10, align 4, !dbg !65
  %74 = call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %72, i32 %73), !dbg !66
  store i32 %74, ptr %20, align 4, !dbg !67
  %75 = load i32, ptr %20, align 4, !dbg !68
  %76 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !69
  %77 = sub i32 %76, 1, !dbg !71
  %78 = icmp eq i32 %75, %77, !dbg !72
  %79 = zext i1 %78 to i8, !dbg !73
  store i8 %79, ptr addrspacecast (ptr addrspace(3) @_ZZ15last_block_doneE7is_last to ptr), align 1, !dbg !73
  br label %80, !dbg !74

80:                                               ; preds = %64, %61
  call void @llvm.nvvm.barrier0(), !dbg !75
  %81 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15last_block_doneE7is_last to ptr), align 1, !dbg !76
  %82 = trunc i8 %81 to i1, !dbg !76
  br i1 %82, label %83, label %115, !dbg !77

83:                                               ; preds = %80
  %84 = load i32, ptr %15, align 4, !dbg !78
  %85 = icmp eq i32 %84, 0, !dbg !79
  br i1 %85, label %86, label %115, !dbg !76

86:                                               ; preds = %83
  call void @llvm.nvvm.membar.gl(), !dbg !80
  store i32 0, ptr %23, align 4, !dbg !82
  store i32 0, ptr %24, align 4, !dbg !83
  br label %87, !dbg !84

87:                                               ; preds = %99, %86
  %88 = load i32, ptr %24, align 4, !dbg !85
  %89 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !86
  %90 = icmp ult i32 %88, %89, !dbg !88
  br i1 %90, label %91, label %102, !dbg !89

91:                                               ; preds = %87
  %92 = load ptr, ptr %12, align 8, !dbg !90
  %93 = load i32, ptr %24, align 4, !dbg !91
  %94 = zext i32 %93 to i64, !dbg !90
  %95 = getelementptr inbounds i32, ptr %92, i64 %94, !dbg !90
  %96 = load i32, ptr %95, align 4, !dbg !90
  %97 = load i32, ptr %23, align 4, !dbg !92
  %98 = add nsw i32 %97, %96, !dbg !92
  store i32 %98, ptr %23, align 4, !dbg !92
  br label %99, !dbg !93

99:                                               ; preds = %91
  %100 = load i32, ptr %24, align 4, !dbg !94
  %101 = add i32 %100, 1, !dbg !94
  store i32 %101, ptr %24, align 4, !dbg !94
  br label %87, !dbg !89, !llvm.loop !95

102:                                              ; preds = %87
  %103 = load i32, ptr %23, align 4, !dbg !97
  %104 = load ptr, ptr %14, align 8, !dbg !98
  %105 = getelementptr inbounds i32, ptr %104, i64 0, !dbg !98
  store i32 %103, ptr %105, align 4, !dbg !99
  %106 = load ptr, ptr %13, align 8, !dbg !100
  store ptr %106, ptr %7, align 8
  store i32 0, ptr %8, align 4
  %107 = load ptr, ptr %7, align 8, !dbg !101
  %108 = load i32, ptr %8, align 4, !dbg !104
  %109 = atomicrmw xchg ptr %107, i32 %108 seq_cst, align 4, !dbg !105
  %110 = load ptr, ptr %14, align 8, !dbg !106
  %111 = getelementptr inbounds i32, ptr %110, i64 1, !dbg !106
  store ptr %111, ptr %5, align 8
  store i32 1, ptr %6, align 4
  %112 = load ptr, ptr %5, align 8, !dbg !107
  %113 = load i32, ptr %6, align 4, !dbg !110
  %114 = atomicrmw add ptr %112, i32 %113 seq_cst, align 4, !dbg !111
  br label %115, !dbg !112

115:                                              ; preds = %102, %83, %80
  ret void, !dbg !113
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "last_block_done.cu", directory: ".")
!2 = !{ptr @last_block_done, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "last_block_done", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 12, column: 16, scope: !9)
!16 = !DILocation(line: 12, column: 12, scope: !9)
!17 = !DILocation(line: 13, column: 10, scope: !9)
!18 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!20 = distinct !DILocation(line: 13, column: 13, scope: !9)
!21 = !DILocation(line: 13, column: 24, scope: !9)
!22 = !DILocation(line: 13, column: 31, scope: !9)
!23 = !DILocation(line: 13, column: 29, scope: !9)
!24 = !DILocation(line: 13, column: 5, scope: !9)
!25 = !DILocation(line: 13, column: 3, scope: !9)
!26 = !DILocation(line: 13, column: 8, scope: !9)
!27 = !DILocation(line: 14, column: 3, scope: !9)
!28 = !DILocation(line: 15, column: 17, scope: !9)
!29 = !DILocation(line: 15, column: 8, scope: !9)
!30 = !DILocation(line: 15, column: 30, scope: !9)
!31 = !DILocation(line: 15, column: 37, scope: !9)
!32 = !DILocation(line: 15, column: 3, scope: !9)
!33 = !DILocation(line: 16, column: 9, scope: !9)
!34 = !DILocation(line: 16, column: 13, scope: !9)
!35 = !DILocation(line: 16, column: 11, scope: !9)
!36 = !DILocation(line: 16, column: 31, scope: !9)
!37 = !DILocation(line: 16, column: 35, scope: !9)
!38 = !DILocation(line: 16, column: 33, scope: !9)
!39 = !DILocation(line: 16, column: 29, scope: !9)
!40 = !DILocation(line: 16, column: 23, scope: !9)
!41 = !DILocation(line: 16, column: 21, scope: !9)
!42 = !DILocation(line: 16, column: 26, scope: !9)
!43 = !DILocation(line: 17, column: 5, scope: !9)
!44 = !DILocation(line: 18, column: 3, scope: !9)
!45 = !DILocation(line: 15, column: 49, scope: !9)
!46 = distinct !{!46, !32, !44, !47}
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 19, column: 7, scope: !9)
!49 = !DILocation(line: 19, column: 9, scope: !9)
!50 = !DILocation(line: 20, column: 27, scope: !9)
!51 = !DILocation(line: 20, column: 5, scope: !9)
!52 = !DILocation(line: 58, column: 1, scope: !19, inlinedAt: !53)
!53 = distinct !DILocation(line: 20, column: 13, scope: !9)
!54 = !DILocation(line: 20, column: 25, scope: !9)
!55 = !DILocation(line: 78, column: 32, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!57 = distinct !DILocation(line: 21, column: 5, scope: !9)
!58 = !DILocation(line: 22, column: 33, scope: !9)
!59 = !DILocation(line: 60, column: 1, scope: !60, inlinedAt: !61)
!60 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!61 = distinct !DILocation(line: 22, column: 40, scope: !9)
!62 = !DILocation(line: 159, column: 89, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "atomicInc", scope: !14, file: !14, line: 159, type: !10, scopeLine: 159, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!64 = distinct !DILocation(line: 22, column: 23, scope: !9)
!65 = !DILocation(line: 159, column: 92, scope: !63, inlinedAt: !64)
!66 = !DILocation(line: 159, column: 66, scope: !63, inlinedAt: !64)
!67 = !DILocation(line: 22, column: 14, scope: !9)
!68 = !DILocation(line: 23, column: 15, scope: !9)
!69 = !DILocation(line: 60, column: 1, scope: !60, inlinedAt: !70)
!70 = distinct !DILocation(line: 23, column: 25, scope: !9)
!71 = !DILocation(line: 23, column: 35, scope: !9)
!72 = !DILocation(line: 23, column: 22, scope: !9)
!73 = !DILocation(line: 23, column: 13, scope: !9)
!74 = !DILocation(line: 24, column: 3, scope: !9)
!75 = !DILocation(line: 25, column: 3, scope: !9)
!76 = !DILocation(line: 26, column: 7, scope: !9)
!77 = !DILocation(line: 26, column: 15, scope: !9)
!78 = !DILocation(line: 26, column: 18, scope: !9)
!79 = !DILocation(line: 26, column: 20, scope: !9)
!80 = !DILocation(line: 78, column: 32, scope: !56, inlinedAt: !81)
!81 = distinct !DILocation(line: 27, column: 5, scope: !9)
!82 = !DILocation(line: 28, column: 9, scope: !9)
!83 = !DILocation(line: 29, column: 19, scope: !9)
!84 = !DILocation(line: 29, column: 10, scope: !9)
!85 = !DILocation(line: 29, column: 26, scope: !9)
!86 = !DILocation(line: 60, column: 1, scope: !60, inlinedAt: !87)
!87 = distinct !DILocation(line: 29, column: 30, scope: !9)
!88 = !DILocation(line: 29, column: 28, scope: !9)
!89 = !DILocation(line: 29, column: 5, scope: !9)
!90 = !DILocation(line: 29, column: 55, scope: !9)
!91 = !DILocation(line: 29, column: 63, scope: !9)
!92 = !DILocation(line: 29, column: 52, scope: !9)
!93 = !DILocation(line: 29, column: 46, scope: !9)
!94 = !DILocation(line: 29, column: 41, scope: !9)
!95 = distinct !{!95, !89, !96, !47}
!96 = !DILocation(line: 29, column: 64, scope: !9)
!97 = !DILocation(line: 30, column: 14, scope: !9)
!98 = !DILocation(line: 30, column: 5, scope: !9)
!99 = !DILocation(line: 30, column: 12, scope: !9)
!100 = !DILocation(line: 31, column: 16, scope: !9)
!101 = !DILocation(line: 148, column: 93, scope: !102, inlinedAt: !103)
!102 = distinct !DISubprogram(name: "atomicExch", scope: !14, file: !14, line: 148, type: !10, scopeLine: 148, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!103 = distinct !DILocation(line: 31, column: 5, scope: !9)
!104 = !DILocation(line: 148, column: 101, scope: !102, inlinedAt: !103)
!105 = !DILocation(line: 148, column: 63, scope: !102, inlinedAt: !103)
!106 = !DILocation(line: 32, column: 16, scope: !9)
!107 = !DILocation(line: 122, column: 69, scope: !108, inlinedAt: !109)
!108 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 122, type: !10, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!109 = distinct !DILocation(line: 32, column: 5, scope: !9)
!110 = !DILocation(line: 122, column: 72, scope: !108, inlinedAt: !109)
!111 = !DILocation(line: 122, column: 47, scope: !108, inlinedAt: !109)
!112 = !DILocation(line: 33, column: 3, scope: !9)
!113 = !DILocation(line: 34, column: 1, scope: !9)
