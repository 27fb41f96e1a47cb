; ModuleID = 'matmul_missing_sync.cu'
source_filename = "matmul_missing_sync.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ9matmul4x8E2as = internal addrspace(3) global [4 x [8 x i32]] undef, align 4
@_ZZ9matmul4x8E2bs = internal addrspace(3) global [8 x [8 x i32]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @matmul4x8(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca i32, align 4
  %10 = alloca %struct.CudaThreadIdx, align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %14 = urem i32 %13, 8, !dbg !16
  store i32 %14, ptr %7, align 4, !dbg !17
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %16 = udiv i32 %15, 8, !dbg !20
  store i32 %16, ptr %9, align 4, !dbg !21
  %17 = load ptr, ptr %4, align 8, !dbg !22
  %18 = load i32, ptr %9, align 4, !dbg !23
  %19 = mul nsw i32 %18, 8, !dbg !24
  %20 = load i32, ptr %7, align 4, !dbg !25
  %21 = add nsw i32 %19, %20, !dbg !26
  %22 = sext i32 %21 to i64, !dbg !22
  %23 = getelementptr inbounds i32, ptr %17, i64 %22, !dbg !22
  %24 = load i32, ptr %23, align 4, !dbg !22
  %25 = load i32, ptr %9, align 4, !dbg !27
  %26 = sext i32 %25 to i64, !dbg !28
  %27 = getelementptr inbounds [4 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2as to ptr), i64 0, i64 %26, !dbg !28
  %28 = load i32, ptr %7, align 4, !dbg !29
  %29 = sext i32 %28 to i64, !dbg !28
  %30 = getelementptr inbounds [8 x i32], ptr %27, i64 0, i64 %29, !dbg !28
  store i32 %24, ptr %30, align 4, !dbg !30
  %31 = load ptr, ptr %5, align 8, !dbg !31
  %32 = load i32, ptr %9, align 4, !dbg !32
  %33 = mul nsw i32 %32, 8, !dbg !33
  %34 = load i32, ptr %7, align 4, !dbg !34
  %35 = add nsw i32 %33, %34, !dbg !35
  %36 = sext i32 %35 to i64, !dbg !31
  %37 = getelementptr inbounds i32, ptr %31, i64 %36, !dbg !31
  %38 = load i32, ptr %37, align 4, !dbg !31
  %39 = load i32, ptr %9, align 4, !dbg !36
  %40 = sext i32 %39 to i64, !dbg !37
  %41 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2bs to ptr), i64 0, i64 %40, !dbg !37
  %42 = load i32, ptr %7, align 4, !dbg !38
  %43 = sext i32 %42 to i64, !dbg !37
  %44 = getelementptr inbounds [8 x i32], ptr %41, i64 0, i64 %43, !dbg !37
  store i32 %38, ptr %44, align 4, !dbg !39
  %45 = load ptr, ptr %5, align 8, !dbg !40
  %46 = load i32, ptr %9, align 4, !dbg !41
  %47 = add nsw i32 %46, 4, !dbg !42
  %48 = mul nsw i32 %47, 8, !dbg !43
  %49 = load i32, ptr %7, align 4, !dbg !44
  %50 = add nsw i32 %48, %49, !dbg !45
  %51 = sext i32 %50 to i64, !dbg !40
  %52 = getelementptr inbounds i32, ptr %45, i64 %51, !dbg !40
  %53 = load i32, ptr %52, align 4, !dbg !40
  %54 = load i32, ptr %9, align 4, !dbg !46
  %55 = add nsw i32 %54, 4, !dbg !47
  %56 = sext i32 %55 to i64, !dbg !48
  %57 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2bs to ptr), i64 0, i64 %56, !dbg !48
  %58 = load i32, ptr %7, align 4, !dbg !49
  %59 = sext i32 %58 to i64, !dbg !48
  %60 = getelementptr inbounds [8 x i32], ptr %57, i64 0, i64 %59, !dbg !48
  store i32 %53, ptr %60, align 4, !dbg !50
  store i32 0, ptr %11, align 4, !dbg !51
  store i32 0, ptr %12, align 4, !dbg !52
  br label %61, !dbg !53

61:                                               ; preds = %82, %3
  %62 = load i32, ptr %12, align 4, !dbg !54
  %63 = icmp slt i32 %62, 8, !dbg !55
  br i1 %63, label %64, label %85, !dbg !56

64:                                               ; preds = %61
  %65 = load i32, ptr %9, align 4, !dbg !57
  %66 = sext i32 %65 to i64, !dbg !58
  %67 = getelementptr inbounds [4 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2as to ptr), i64 0, i64 %66, !dbg !58
  %68 = load i32, ptr %12, align 4, !dbg !59
  %69 = sext i32 %68 to i64, !dbg !58
  %70 = getelementptr inbounds [8 x i32], ptr %67, i64 0, i64 %69, !dbg !58
  %71 = load i32, ptr %70, align 4, !dbg !58
  %72 = load i32, ptr %12, align 4, !dbg !60
  %73 = sext i32 %72 to i64, !dbg !61
  %74 = getelementptr inbounds [8 x [8 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ9matmul4x8E2bs to ptr), i64 0, i64 %73, !dbg !61
  %75 = load i32, ptr %7, align 4, !dbg !62
  %76 = sext i32 %75 to i64, !dbg !61
  %77 = getelementptr inbounds [8 x i32], ptr %74, i64 0, i64 %76, !dbg !61
  %78 = load i32, ptr %77, align 4, !dbg !61
  %79 = mul nsw i32 %71, %78, !dbg !63
  %80 = load i32, ptr %11, align 4, !dbg !64
  %81 = add nsw i32 %80, %79, !dbg !64
  store i32 %81, ptr %11, align 4, !dbg !64
  br label %82, !dbg !65

82:                                               ; preds = %64
  %83 = load i32, ptr %12, align 4, !dbg !66
  %84 = add nsw i32 %83, 1, !dbg !66
  store i32 %84, ptr %12, align 4, !dbg !66
  br label %61, !dbg !56, !llvm.loop !67

85:                                               ; preds = %61
  %86 = load i32, ptr %11, align 4, !dbg !70
  %87 = load ptr, ptr %6, align 8, !dbg !71
  %88 = load i32, ptr %9, align 4, !dbg !72
  %89 = mul nsw i32 %88, 8, !dbg !73
  %90 = load i32, ptr %7, align 4, !dbg !74
  %91 = add nsw i32 %89, %90, !dbg !75
  %92 = sext i32 %91 to i64, !dbg !71
  %93 = getelementptr inbounds i32, ptr %87, i64 %92, !dbg !71
  store i32 %86, ptr %93, align 4, !dbg !76
  ret void, !dbg !77
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "matmul_missing_sync.cu", directory: ".")
!2 = !{ptr @matmul4x8, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "matmul4x8", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 13, scope: !9)
!16 = !DILocation(line: 7, column: 25, scope: !9)
!17 = !DILocation(line: 7, column: 7, scope: !9)
!18 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !19)
!19 = distinct !DILocation(line: 7, column: 36, scope: !9)
!20 = !DILocation(line: 7, column: 48, scope: !9)
!21 = !DILocation(line: 7, column: 30, scope: !9)
!22 = !DILocation(line: 8, column: 18, scope: !9)
!23 = !DILocation(line: 8, column: 20, scope: !9)
!24 = !DILocation(line: 8, column: 24, scope: !9)
!25 = !DILocation(line: 8, column: 30, scope: !9)
!26 = !DILocation(line: 8, column: 28, scope: !9)
!27 = !DILocation(line: 8, column: 6, scope: !9)
!28 = !DILocation(line: 8, column: 3, scope: !9)
!29 = !DILocation(line: 8, column: 11, scope: !9)
!30 = !DILocation(line: 8, column: 16, scope: !9)
!31 = !DILocation(line: 9, column: 18, scope: !9)
!32 = !DILocation(line: 9, column: 20, scope: !9)
!33 = !DILocation(line: 9, column: 24, scope: !9)
!34 = !DILocation(line: 9, column: 30, scope: !9)
!35 = !DILocation(line: 9, column: 28, scope: !9)
!36 = !DILocation(line: 9, column: 6, scope: !9)
!37 = !DILocation(line: 9, column: 3, scope: !9)
!38 = !DILocation(line: 9, column: 11, scope: !9)
!39 = !DILocation(line: 9, column: 16, scope: !9)
!40 = !DILocation(line: 9, column: 55, scope: !9)
!41 = !DILocation(line: 9, column: 58, scope: !9)
!42 = !DILocation(line: 9, column: 62, scope: !9)
!43 = !DILocation(line: 9, column: 67, scope: !9)
!44 = !DILocation(line: 9, column: 73, scope: !9)
!45 = !DILocation(line: 9, column: 71, scope: !9)
!46 = !DILocation(line: 9, column: 39, scope: !9)
!47 = !DILocation(line: 9, column: 43, scope: !9)
!48 = !DILocation(line: 9, column: 36, scope: !9)
!49 = !DILocation(line: 9, column: 48, scope: !9)
!50 = !DILocation(line: 9, column: 53, scope: !9)
!51 = !DILocation(line: 13, column: 7, scope: !9)
!52 = !DILocation(line: 14, column: 12, scope: !9)
!53 = !DILocation(line: 14, column: 8, scope: !9)
!54 = !DILocation(line: 14, column: 19, scope: !9)
!55 = !DILocation(line: 14, column: 21, scope: !9)
!56 = !DILocation(line: 14, column: 3, scope: !9)
!57 = !DILocation(line: 15, column: 15, scope: !9)
!58 = !DILocation(line: 15, column: 12, scope: !9)
!59 = !DILocation(line: 15, column: 20, scope: !9)
!60 = !DILocation(line: 15, column: 28, scope: !9)
!61 = !DILocation(line: 15, column: 25, scope: !9)
!62 = !DILocation(line: 15, column: 31, scope: !9)
!63 = !DILocation(line: 15, column: 23, scope: !9)
!64 = !DILocation(line: 15, column: 9, scope: !9)
!65 = !DILocation(line: 15, column: 5, scope: !9)
!66 = !DILocation(line: 14, column: 26, scope: !9)
!67 = distinct !{!67, !56, !68, !69}
!68 = !DILocation(line: 15, column: 34, scope: !9)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocation(line: 16, column: 22, scope: !9)
!71 = !DILocation(line: 16, column: 3, scope: !9)
!72 = !DILocation(line: 16, column: 5, scope: !9)
!73 = !DILocation(line: 16, column: 9, scope: !9)
!74 = !DILocation(line: 16, column: 15, scope: !9)
!75 = !DILocation(line: 16, column: 13, scope: !9)
!76 = !DILocation(line: 16, column: 20, scope: !9)
!77 = !DILocation(line: 17, column: 1, scope: !9)
