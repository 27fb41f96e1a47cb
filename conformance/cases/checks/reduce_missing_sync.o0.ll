; ModuleID = 'reduce_missing_sync.cu'
source_filename = "reduce_missing_sync.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockIdx = type { i8 }

@_ZZ12block_sum128E1s = internal addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @block_sum128(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaThreadIdx, align 1
  %7 = alloca %struct.CudaBlockIdx, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %8, ptr %5, align 4, !dbg !16
  %9 = load ptr, ptr %3, align 8, !dbg !17
  %10 = load i32, ptr %5, align 4, !dbg !18
  %11 = sext i32 %10 to i64, !dbg !17
  %12 = getelementptr inbounds i32, ptr %9, i64 %11, !dbg !17
  %13 = load i32, ptr %12, align 4, !dbg !17
  %14 = load i32, ptr %5, align 4, !dbg !19
  %15 = sext i32 %14 to i64, !dbg !20
  %16 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %15, !dbg !20
  store i32 %13, ptr %16, align 4, !dbg !21
  call void @llvm.nvvm.barrier0(), !dbg !22
  %17 = load i32, ptr %5, align 4, !dbg !23
  %18 = icmp slt i32 %17, 64, !dbg !24
  br i1 %18, label %19, label %30, !dbg !23

19:                                               ; preds = %2
  %20 = load i32, ptr %5, align 4, !dbg !25
  %21 = add nsw i32 %20, 64, !dbg !26
  %22 = sext i32 %21 to i64, !dbg !27
  %23 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %22, !dbg !27
  %24 = load i32, ptr %23, align 4, !dbg !27
  %25 = load i32, ptr %5, align 4, !dbg !28
  %26 = sext i32 %25 to i64, !dbg !29
  %27 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %26, !dbg !29
  %28 = load i32, ptr %27, align 4, !dbg !30
  %29 = add nsw i32 %28, %24, !dbg !30
  store i32 %29, ptr %27, align 4, !dbg !30
  br label %30, !dbg !29

30:                                               ; preds = %19, %2
  %31 = load i32, ptr %5, align 4, !dbg !31
  %32 = icmp slt i32 %31, 32, !dbg !32
  br i1 %32, label %33, label %44, !dbg !31

33:                                               ; preds = %30
  %34 = load i32, ptr %5, align 4, !dbg !33
  %35 = add nsw i32 %34, 32, !dbg !34
  %36 = sext i32 %35 to i64, !dbg !35
  %37 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %36, !dbg !35
  %38 = load i32, ptr %37, align 4, !dbg !35
  %39 = load i32, ptr %5, align 4, !dbg !36
  %40 = sext i32 %39 to i64, !dbg !37
  %41 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %40, !dbg !37
  %42 = load i32, ptr %41, align 4, !dbg !38
  %43 = add nsw i32 %42, %38, !dbg !38
  store i32 %43, ptr %41, align 4, !dbg !38
  br label %44, !dbg !37

44:                                               ; preds = %33, %30
  call void @llvm.nvvm.barrier0(), !dbg !39
  %45 = load i32, ptr %5, align 4, !dbg !40
  %46 = icmp slt i32 %45, 16, !dbg !41
  br i1 %46, label %47, label %58, !dbg !40

47:                                               ; preds = %44
  %48 = load i32, ptr %5, align 4, !dbg !42
  %49 = add nsw i32 %48, 16, !dbg !43
  %50 = sext i32 %49 to i64, !dbg !44
  %51 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %50, !dbg !44
  %52 = load i32, ptr %51, align 4, !dbg !44
  %53 = load i32, ptr %5, align 4, !dbg !45
  %54 = sext i32 %53 to i64, !dbg !46
  %55 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %54, !dbg !46
  %56 = load i32, ptr %55, align 4, !dbg !47
  %57 = add nsw i32 %56, %52, !dbg !47
  store i32 %57, ptr %55, align 4, !dbg !47
  br label %58, !dbg !46

58:                                               ; preds = %47, %44
  call void @llvm.nvvm.barrier0(), !dbg !48
  %59 = load i32, ptr %5, align 4, !dbg !49
  %60 = icmp slt i32 %59, 8, !dbg !50
  br i1 %60, label %61, label %72, !dbg !49

61:                                               ; preds = %58
  %62 = load i32, ptr %5, align 4, !dbg !51
  %63 = add nsw i32 %62, 8, !dbg !52
  %64 = sext i32 %63 to i64, !dbg !53
  %65 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %64, !dbg !53
  %66 = load i32, ptr %65, align 4, !dbg !53
  %67 = load i32, ptr %5, align 4, !dbg !54
  %68 = sext i32 %67 to i64, !dbg !55
  %69 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %68, !dbg !55
  %70 = load i32, ptr %69, align 4, !dbg !56
  %71 = add nsw i32 %70, %66, !dbg !56
  store i32 %71, ptr %69, align 4, !dbg !56
  br label %72, !dbg !55

72:                                               ; preds = %61, %58
  call void @llvm.nvvm.barrier0(), !dbg !57
  %73 = load i32, ptr %5, align 4, !dbg !58
  %74 = icmp slt i32 %73, 4, !dbg !59
  br i1 %74, label %75, label %86, !dbg !58

75:                                               ; preds = %72
  %76 = load i32, ptr %5, align 4, !dbg !60
  %77 = add nsw i32 %76, 4, !dbg !61
  %78 = sext i32 %77 to i64, !dbg !62
  %79 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %78, !dbg !62
  %80 = load i32, ptr %79, align 4, !dbg !62
  %81 = load i32, ptr %5, align 4, !dbg !63
  %82 = sext i32 %81 to i64, !dbg !64
  %83 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %82, !dbg !64
  %84 = load i32, ptr %83, align 4, !dbg !65
  %85 = add nsw i32 %84, %80, !dbg !65
  store i32 %85, ptr %83, align 4, !dbg !65
  br label %86, !dbg !64

86:                                               ; preds = %75, %72
  call void @llvm.nvvm.barrier0(), !dbg !66
  %87 = load i32, ptr %5, align 4, !dbg !67
  %88 = icmp slt i32 %87, 2, !dbg !68
  br i1 %88, label %89, label %100, !dbg !67

89:                                               ; preds = %86
  %90 = load i32, ptr %5, align 4, !dbg !69
  %91 = add nsw i32 %90, 2, !dbg !70
  %92 = sext i32 %91 to i64, !dbg !71
  %93 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %92, !dbg !71
  %94 = load i32, ptr %93, align 4, !dbg !71
  %95 = load i32, ptr %5, align 4, !dbg !72
  %96 = sext i32 %95 to i64, !dbg !73
  %97 = getelementptr inbounds [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 %96, !dbg !73
  %98 = load i32, ptr %97, align 4, !dbg !74
  %99 = add nsw i32 %98, %94, !dbg !74
  store i32 %99, ptr %97, align 4, !dbg !74
  br label %100, !dbg !73

100:                                              ; preds = %89, %86
  call void @llvm.nvvm.barrier0(), !dbg !75
  %101 = load i32, ptr %5, align 4, !dbg !76
  %102 = icmp eq i32 %101, 0, !dbg !77
  br i1 %102, label %103, label %111, !dbg !76

103:                                              ; preds = %100
  %104 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), align 4, !dbg !78
  %105 = load i32, ptr getelementptr inbounds ([128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum128E1s to ptr), i64 0, i64 1), align 4, !dbg !79
  %106 = add nsw i32 %104, %105, !dbg !80
  %107 = load ptr, ptr %4, align 8, !dbg !81
  %108 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !82
  %109 = zext i32 %108 to i64, !dbg !81
  %110 = getelementptr inbounds i32, ptr %107, i64 %109, !dbg !81
  store i32 %106, ptr %110, align 4, !dbg !85
  br label %111, !dbg !81

111:                                              ; preds = %103, %100
  ret void, !dbg !86
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

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
!1 = !DIFile(filename: "reduce_missing_sync.cu", directory: ".")
!2 = !{ptr @block_sum128, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "block_sum128", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 7, column: 7, scope: !9)
!17 = !DILocation(line: 8, column: 10, scope: !9)
!18 = !DILocation(line: 8, column: 13, scope: !9)
!19 = !DILocation(line: 8, column: 5, scope: !9)
!20 = !DILocation(line: 8, column: 3, scope: !9)
!21 = !DILocation(line: 8, column: 8, scope: !9)
!22 = !DILocation(line: 9, column: 3, scope: !9)
!23 = !DILocation(line: 10, column: 7, scope: !9)
!24 = !DILocation(line: 10, column: 9, scope: !9)
!25 = !DILocation(line: 11, column: 15, scope: !9)
!26 = !DILocation(line: 11, column: 17, scope: !9)
!27 = !DILocation(line: 11, column: 13, scope: !9)
!28 = !DILocation(line: 11, column: 7, scope: !9)
!29 = !DILocation(line: 11, column: 5, scope: !9)
!30 = !DILocation(line: 11, column: 10, scope: !9)
!31 = !DILocation(line: 15, column: 7, scope: !9)
!32 = !DILocation(line: 15, column: 9, scope: !9)
!33 = !DILocation(line: 16, column: 15, scope: !9)
!34 = !DILocation(line: 16, column: 17, scope: !9)
!35 = !DILocation(line: 16, column: 13, scope: !9)
!36 = !DILocation(line: 16, column: 7, scope: !9)
!37 = !DILocation(line: 16, column: 5, scope: !9)
!38 = !DILocation(line: 16, column: 10, scope: !9)
!39 = !DILocation(line: 17, column: 3, scope: !9)
!40 = !DILocation(line: 18, column: 7, scope: !9)
!41 = !DILocation(line: 18, column: 9, scope: !9)
!42 = !DILocation(line: 19, column: 15, scope: !9)
!43 = !DILocation(line: 19, column: 17, scope: !9)
!44 = !DILocation(line: 19, column: 13, scope: !9)
!45 = !DILocation(line: 19, column: 7, scope: !9)
!46 = !DILocation(line: 19, column: 5, scope: !9)
!47 = !DILocation(line: 19, column: 10, scope: !9)
!48 = !DILocation(line: 20, column: 3, scope: !9)
!49 = !DILocation(line: 21, column: 7, scope: !9)
!50 = !DILocation(line: 21, column: 9, scope: !9)
!51 = !DILocation(line: 22, column: 15, scope: !9)
!52 = !DILocation(line: 22, column: 17, scope: !9)
!53 = !DILocation(line: 22, column: 13, scope: !9)
!54 = !DILocation(line: 22, column: 7, scope: !9)
!55 = !DILocation(line: 22, column: 5, scope: !9)
!56 = !DILocation(line: 22, column: 10, scope: !9)
!57 = !DILocation(line: 23, column: 3, scope: !9)
!58 = !DILocation(line: 24, column: 7, scope: !9)
!59 = !DILocation(line: 24, column: 9, scope: !9)
!60 = !DILocation(line: 25, column: 15, scope: !9)
!61 = !DILocation(line: 25, column: 17, scope: !9)
!62 = !DILocation(line: 25, column: 13, scope: !9)
!63 = !DILocation(line: 25, column: 7, scope: !9)
!64 = !DILocation(line: 25, column: 5, scope: !9)
!65 = !DILocation(line: 25, column: 10, scope: !9)
!66 = !DILocation(line: 26, column: 3, scope: !9)
!67 = !DILocation(line: 27, column: 7, scope: !9)
!68 = !DILocation(line: 27, column: 9, scope: !9)
!69 = !DILocation(line: 28, column: 15, scope: !9)
!70 = !DILocation(line: 28, column: 17, scope: !9)
!71 = !DILocation(line: 28, column: 13, scope: !9)
!72 = !DILocation(line: 28, column: 7, scope: !9)
!73 = !DILocation(line: 28, column: 5, scope: !9)
!74 = !DILocation(line: 28, column: 10, scope: !9)
!75 = !DILocation(line: 29, column: 3, scope: !9)
!76 = !DILocation(line: 30, column: 7, scope: !9)
!77 = !DILocation(line: 30, column: 9, scope: !9)
!78 = !DILocation(line: 31, column: 23, scope: !9)
!79 = !DILocation(line: 31, column: 30, scope: !9)
!80 = !DILocation(line: 31, column: 28, scope: !9)
!81 = !DILocation(line: 31, column: 5, scope: !9)
!82 = !DILocation(line: 58, column: 1, scope: !83, inlinedAt: !84)
!83 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!84 = distinct !DILocation(line: 31, column: 9, scope: !9)
!85 = !DILocation(line: 31, column: 21, scope: !9)
!86 = !DILocation(line: 32, column: 1, scope: !9)
