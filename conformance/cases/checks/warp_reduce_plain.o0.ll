; ModuleID = 'warp_reduce_plain.cu'
source_filename = "warp_reduce_plain.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockIdx = type { i8 }

@_ZZ8reduce64E1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @reduce64(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
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
  %16 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %15, !dbg !20
  store i32 %13, ptr %16, align 4, !dbg !21
  call void @llvm.nvvm.barrier0(), !dbg !22
  %17 = load i32, ptr %5, align 4, !dbg !23
  %18 = icmp slt i32 %17, 32, !dbg !24
  br i1 %18, label %19, label %80, !dbg !23

19:                                               ; preds = %2
  %20 = load i32, ptr %5, align 4, !dbg !25
  %21 = add nsw i32 %20, 32, !dbg !26
  %22 = sext i32 %21 to i64, !dbg !27
  %23 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %22, !dbg !27
  %24 = load i32, ptr %23, align 4, !dbg !27
  %25 = load i32, ptr %5, align 4, !dbg !28
  %26 = sext i32 %25 to i64, !dbg !29
  %27 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %26, !dbg !29
  %28 = load i32, ptr %27, align 4, !dbg !30
  %29 = add nsw i32 %28, %24, !dbg !30
  store i32 %29, ptr %27, align 4, !dbg !30
  %30 = load i32, ptr %5, align 4, !dbg !31
  %31 = add nsw i32 %30, 16, !dbg !32
  %32 = sext i32 %31 to i64, !dbg !33
  %33 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %32, !dbg !33
  %34 = load i32, ptr %33, align 4, !dbg !33
  %35 = load i32, ptr %5, align 4, !dbg !34
  %36 = sext i32 %35 to i64, !dbg !35
  %37 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %36, !dbg !35
  %38 = load i32, ptr %37, align 4, !dbg !36
  %39 = add nsw i32 %38, %34, !dbg !36
  store i32 %39, ptr %37, align 4, !dbg !36
  %40 = load i32, ptr %5, align 4, !dbg !37
  %41 = add nsw i32 %40, 8, !dbg !38
  %42 = sext i32 %41 to i64, !dbg !39
  %43 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %42, !dbg !39
  %44 = load i32, ptr %43, align 4, !dbg !39
  %45 = load i32, ptr %5, align 4, !dbg !40
  %46 = sext i32 %45 to i64, !dbg !41
  %47 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %46, !dbg !41
  %48 = load i32, ptr %47, align 4, !dbg !42
  %49 = add nsw i32 %48, %44, !dbg !42
  store i32 %49, ptr %47, align 4, !dbg !42
  %50 = load i32, ptr %5, align 4, !dbg !43
  %51 = add nsw i32 %50, 4, !dbg !44
  %52 = sext i32 %51 to i64, !dbg !45
  %53 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %52, !dbg !45
  %54 = load i32, ptr %53, align 4, !dbg !45
  %55 = load i32, ptr %5, align 4, !dbg !46
  %56 = sext i32 %55 to i64, !dbg !47
  %57 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %56, !dbg !47
  %58 = load i32, ptr %57, align 4, !dbg !48
  %59 = add nsw i32 %58, %54, !dbg !48
  store i32 %59, ptr %57, align 4, !dbg !48
  %60 = load i32, ptr %5, align 4, !dbg !49
  %61 = add nsw i32 %60, 2, !dbg !50
  %62 = sext i32 %61 to i64, !dbg !51
  %63 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %62, !dbg !51
  %64 = load i32, ptr %63, align 4, !dbg !51
  %65 = load i32, ptr %5, align 4, !dbg !52
  %66 = sext i32 %65 to i64, !dbg !53
  %67 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %66, !dbg !53
  %68 = load i32, ptr %67, align 4, !dbg !54
  %69 = add nsw i32 %68, %64, !dbg !54
  store i32 %69, ptr %67, align 4, !dbg !54
  %70 = load i32, ptr %5, align 4, !dbg !55
  %71 = add nsw i32 %70, 1, !dbg !56
  %72 = sext i32 %71 to i64, !dbg !57
  %73 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %72, !dbg !57
  %74 = load i32, ptr %73, align 4, !dbg !57
  %75 = load i32, ptr %5, align 4, !dbg !58
  %76 = sext i32 %75 to i64, !dbg !59
  %77 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %76, !dbg !59
  %78 = load i32, ptr %77, align 4, !dbg !60
  %79 = add nsw i32 %78, %74, !dbg !60
  store i32 %79, ptr %77, align 4, !dbg !60
  br label %80, !dbg !61

80:                                               ; preds = %19, %2
  %81 = load i32, ptr %5, align 4, !dbg !62
  %82 = icmp eq i32 %81, 0, !dbg !63
  br i1 %82, label %83, label %89, !dbg !62

83:                                               ; preds = %80
  %84 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), align 4, !dbg !64
  %85 = load ptr, ptr %4, align 8, !dbg !65
  %86 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !66
  %87 = zext i32 %86 to i64, !dbg !65
  %88 = getelementptr inbounds i32, ptr %85, i64 %87, !dbg !65
  store i32 %84, ptr %88, align 4, !dbg !69
  br label %89, !dbg !65

89:                                               ; preds = %83, %80
  ret void, !dbg !70
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
!25 = !DILocation(line: 22, column: 17, scope: !9)
!26 = !DILocation(line: 22, column: 21, scope: !9)
!27 = !DILocation(line: 22, column: 15, scope: !9)
!28 = !DILocation(line: 22, column: 7, scope: !9)
!29 = !DILocation(line: 22, column: 5, scope: !9)
!30 = !DILocation(line: 22, column: 12, scope: !9)
!31 = !DILocation(line: 23, column: 17, scope: !9)
!32 = !DILocation(line: 23, column: 21, scope: !9)
!33 = !DILocation(line: 23, column: 15, scope: !9)
!34 = !DILocation(line: 23, column: 7, scope: !9)
!35 = !DILocation(line: 23, column: 5, scope: !9)
!36 = !DILocation(line: 23, column: 12, scope: !9)
!37 = !DILocation(line: 24, column: 17, scope: !9)
!38 = !DILocation(line: 24, column: 21, scope: !9)
!39 = !DILocation(line: 24, column: 15, scope: !9)
!40 = !DILocation(line: 24, column: 7, scope: !9)
!41 = !DILocation(line: 24, column: 5, scope: !9)
!42 = !DILocation(line: 24, column: 12, scope: !9)
!43 = !DILocation(line: 25, column: 17, scope: !9)
!44 = !DILocation(line: 25, column: 21, scope: !9)
!45 = !DILocation(line: 25, column: 15, scope: !9)
!46 = !DILocation(line: 25, column: 7, scope: !9)
!47 = !DILocation(line: 25, column: 5, scope: !9)
!48 = !DILocation(line: 25, column: 12, scope: !9)
!49 = !DILocation(line: 26, column: 17, scope: !9)
!50 = !DILocation(line: 26, column: 21, scope: !9)
!51 = !DILocation(line: 26, column: 15, scope: !9)
!52 = !DILocation(line: 26, column: 7, scope: !9)
!53 = !DILocation(line: 26, column: 5, scope: !9)
!54 = !DILocation(line: 26, column: 12, scope: !9)
!55 = !DILocation(line: 27, column: 17, scope: !9)
!56 = !DILocation(line: 27, column: 21, scope: !9)
!57 = !DILocation(line: 27, column: 15, scope: !9)
!58 = !DILocation(line: 27, column: 7, scope: !9)
!59 = !DILocation(line: 27, column: 5, scope: !9)
!60 = !DILocation(line: 27, column: 12, scope: !9)
!61 = !DILocation(line: 29, column: 3, scope: !9)
!62 = !DILocation(line: 30, column: 7, scope: !9)
!63 = !DILocation(line: 30, column: 11, scope: !9)
!64 = !DILocation(line: 31, column: 23, scope: !9)
!65 = !DILocation(line: 31, column: 5, scope: !9)
!66 = !DILocation(line: 58, column: 1, scope: !67, inlinedAt: !68)
!67 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!68 = distinct !DILocation(line: 31, column: 9, scope: !9)
!69 = !DILocation(line: 31, column: 21, scope: !9)
!70 = !DILocation(line: 32, column: 1, scope: !9)
