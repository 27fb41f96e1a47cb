; ModuleID = 'warp_reduce_race.cu'
source_filename = "warp_reduce_race.cu"
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
  %7 = alloca ptr, align 8
  %8 = alloca %struct.CudaBlockIdx, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %9, ptr %5, align 4, !dbg !16
  %10 = load ptr, ptr %3, align 8, !dbg !17
  %11 = load i32, ptr %5, align 4, !dbg !18
  %12 = sext i32 %11 to i64, !dbg !17
  %13 = getelementptr inbounds i32, ptr %10, i64 %12, !dbg !17
  %14 = load i32, ptr %13, align 4, !dbg !17
  %15 = load i32, ptr %5, align 4, !dbg !19
  %16 = sext i32 %15 to i64, !dbg !20
  %17 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), i64 0, i64 %16, !dbg !20
  store i32 %14, ptr %17, align 4, !dbg !21
  call void @llvm.nvvm.barrier0(), !dbg !22
  %18 = load i32, ptr %5, align 4, !dbg !23
  %19 = icmp slt i32 %18, 32, !dbg !24
  br i1 %19, label %20, label %93, !dbg !23

20:                                               ; preds = %2
  store ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), ptr %7, align 8, !dbg !25
  %21 = load ptr, ptr %7, align 8, !dbg !26
  %22 = load i32, ptr %5, align 4, !dbg !27
  %23 = add nsw i32 %22, 32, !dbg !28
  %24 = sext i32 %23 to i64, !dbg !26
  %25 = getelementptr inbounds i32, ptr %21, i64 %24, !dbg !26
  %26 = load volatile i32, ptr %25, align 4, !dbg !26
  %27 = load ptr, ptr %7, align 8, !dbg !29
  %28 = load i32, ptr %5, align 4, !dbg !30
  %29 = sext i32 %28 to i64, !dbg !29
  %30 = getelementptr inbounds i32, ptr %27, i64 %29, !dbg !29
  %31 = load volatile i32, ptr %30, align 4, !dbg !31
  %32 = add nsw i32 %31, %26, !dbg !31
  store volatile i32 %32, ptr %30, align 4, !dbg !31
  %33 = load ptr, ptr %7, align 8, !dbg !32
  %34 = load i32, ptr %5, align 4, !dbg !33
  %35 = add nsw i32 %34, 16, !dbg !34
  %36 = sext i32 %35 to i64, !dbg !32
  %37 = getelementptr inbounds i32, ptr %33, i64 %36, !dbg !32
  %38 = load volatile i32, ptr %37, align 4, !dbg !32
  %39 = load ptr, ptr %7, align 8, !dbg !35
  %40 = load i32, ptr %5, align 4, !dbg !36
  %41 = sext i32 %40 to i64, !dbg !35
  %42 = getelementptr inbounds i32, ptr %39, i64 %41, !dbg !35
  %43 = load volatile i32, ptr %42, align 4, !dbg !37
  %44 = add nsw i32 %43, %38, !dbg !37
  store volatile i32 %44, ptr %42, align 4, !dbg !37
  %45 = load ptr, ptr %7, align 8, !dbg !38
  %46 = load i32, ptr %5, align 4, !dbg !39
  %47 = add nsw i32 %46, 8, !dbg !40
  %48 = sext i32 %47 to i64, !dbg !38
  %49 = getelementptr inbounds i32, ptr %45, i64 %48, !dbg !38
  %50 = load volatile i32, ptr %49, align 4, !dbg !38
  %51 = load ptr, ptr %7, align 8, !dbg !41
  %52 = load i32, ptr %5, align 4, !dbg !42
  %53 = sext i32 %52 to i64, !dbg !41
  %54 = getelementptr inbounds i32, ptr %51, i64 %53, !dbg !41
  %55 = load volatile i32, ptr %54, align 4, !dbg !43
  %56 = add nsw i32 %55, %50, !dbg !43
  store volatile i32 %56, ptr %54, align 4, !dbg !43
  %57 = load ptr, ptr %7, align 8, !dbg !44
  %58 = load i32, ptr %5, align 4, !dbg !45
  %59 = add nsw i32 %58, 4, !dbg !46
  %60 = sext i32 %59 to i64, !dbg !44
  %61 = getelementptr inbounds i32, ptr %57, i64 %60, !dbg !44
  %62 = load volatile i32, ptr %61, align 4, !dbg !44
  %63 = load ptr, ptr %7, align 8, !dbg !47
  %64 = load i32, ptr %5, align 4, !dbg !48
  %65 = sext i32 %64 to i64, !dbg !47
  %66 = getelementptr inbounds i32, ptr %63, i64 %65, !dbg !47
  %67 = load volatile i32, ptr %66, align 4, !dbg !49
  %68 = add nsw i32 %67, %62, !dbg !49
  store volatile i32 %68, ptr %66, align 4, !dbg !49
  %69 = load ptr, ptr %7, align 8, !dbg !50
  %70 = load i32, ptr %5, align 4, !dbg !51
  %71 = add nsw i32 %70, 2, !dbg !52
  %72 = sext i32 %71 to i64, !dbg !50
  %73 = getelementptr inbounds i32, ptr %69, i64 %72, !dbg !50
  %74 = load volatile i32, ptr %73, align 4, !dbg !50
  %75 = load ptr, ptr %7, align 8, !dbg !53
  %76 = load i32, ptr %5, align 4, !dbg !54
  %77 = sext i32 %76 to i64, !dbg !53
  %78 = getelementptr inbounds i32, ptr %75, i64 %77, !dbg !53
  %79 = load volatile i32, ptr %78, align 4, !dbg !55
  %80 = add nsw i32 %79, %74, !dbg !55
  store volatile i32 %80, ptr %78, align 4, !dbg !55
  %81 = load ptr, ptr %7, align 8, !dbg !56
  %82 = load i32, ptr %5, align 4, !dbg !57
  %83 = add nsw i32 %82, 1, !dbg !58
  %84 = sext i32 %83 to i64, !dbg !56
  %85 = getelementptr inbounds i32, ptr %81, i64 %84, !dbg !56
  %86 = load volatile i32, ptr %85, align 4, !dbg !56
  %87 = load ptr, ptr %7, align 8, !dbg !59
  %88 = load i32, ptr %5, align 4, !dbg !60
  %89 = sext i32 %88 to i64, !dbg !59
  %90 = getelementptr inbounds i32, ptr %87, i64 %89, !dbg !59
  %91 = load volatile i32, ptr %90, align 4, !dbg !61
  %92 = add nsw i32 %91, %86, !dbg !61
  store volatile i32 %92, ptr %90, align 4, !dbg !61
  br label %93, !dbg !62

93:                                               ; preds = %20, %2
  %94 = load i32, ptr %5, align 4, !dbg !63
  %95 = icmp eq i32 %94, 0, !dbg !64
  br i1 %95, label %96, label %102, !dbg !63

96:                                               ; preds = %93
  %97 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ8reduce64E1s to ptr), align 4, !dbg !65
  %98 = load ptr, ptr %4, align 8, !dbg !66
  %99 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !67
  %100 = zext i32 %99 to i64, !dbg !66
  %101 = getelementptr inbounds i32, ptr %98, i64 %100, !dbg !66
  store i32 %97, ptr %101, align 4, !dbg !70
  br label %102, !dbg !66

102:                                              ; preds = %96, %93
  ret void, !dbg !71
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
!26 = !DILocation(line: 23, column: 16, scope: !9)
!27 = !DILocation(line: 23, column: 19, scope: !9)
!28 = !DILocation(line: 23, column: 23, scope: !9)
!29 = !DILocation(line: 23, column: 5, scope: !9)
!30 = !DILocation(line: 23, column: 8, scope: !9)
!31 = !DILocation(line: 23, column: 13, scope: !9)
!32 = !DILocation(line: 24, column: 16, scope: !9)
!33 = !DILocation(line: 24, column: 19, scope: !9)
!34 = !DILocation(line: 24, column: 23, scope: !9)
!35 = !DILocation(line: 24, column: 5, scope: !9)
!36 = !DILocation(line: 24, column: 8, scope: !9)
!37 = !DILocation(line: 24, column: 13, scope: !9)
!38 = !DILocation(line: 25, column: 16, scope: !9)
!39 = !DILocation(line: 25, column: 19, scope: !9)
!40 = !DILocation(line: 25, column: 23, scope: !9)
!41 = !DILocation(line: 25, column: 5, scope: !9)
!42 = !DILocation(line: 25, column: 8, scope: !9)
!43 = !DILocation(line: 25, column: 13, scope: !9)
!44 = !DILocation(line: 26, column: 16, scope: !9)
!45 = !DILocation(line: 26, column: 19, scope: !9)
!46 = !DILocation(line: 26, column: 23, scope: !9)
!47 = !DILocation(line: 26, column: 5, scope: !9)
!48 = !DILocation(line: 26, column: 8, scope: !9)
!49 = !DILocation(line: 26, column: 13, scope: !9)
!50 = !DILocation(line: 27, column: 16, scope: !9)
!51 = !DILocation(line: 27, column: 19, scope: !9)
!52 = !DILocation(line: 27, column: 23, scope: !9)
!53 = !DILocation(line: 27, column: 5, scope: !9)
!54 = !DILocation(line: 27, column: 8, scope: !9)
!55 = !DILocation(line: 27, column: 13, scope: !9)
!56 = !DILocation(line: 28, column: 16, scope: !9)
!57 = !DILocation(line: 28, column: 19, scope: !9)
!58 = !DILocation(line: 28, column: 23, scope: !9)
!59 = !DILocation(line: 28, column: 5, scope: !9)
!60 = !DILocation(line: 28, column: 8, scope: !9)
!61 = !DILocation(line: 28, column: 13, scope: !9)
!62 = !DILocation(line: 30, column: 3, scope: !9)
!63 = !DILocation(line: 31, column: 7, scope: !9)
!64 = !DILocation(line: 31, column: 11, scope: !9)
!65 = !DILocation(line: 32, column: 23, scope: !9)
!66 = !DILocation(line: 32, column: 5, scope: !9)
!67 = !DILocation(line: 58, column: 1, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!69 = distinct !DILocation(line: 32, column: 9, scope: !9)
!70 = !DILocation(line: 32, column: 21, scope: !9)
!71 = !DILocation(line: 33, column: 1, scope: !9)
