; ModuleID = 'lane_handoff_atomic.cu'
source_filename = "lane_handoff_atomic.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @lane_handoff_atomic(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.CudaThreadIdx, align 1
  %15 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %16, ptr %13, align 4, !dbg !16
  %17 = load i32, ptr %13, align 4, !dbg !17
  %18 = icmp ne i32 %17, 0, !dbg !18
  br i1 %18, label %19, label %45, !dbg !17

19:                                               ; preds = %4
  br label %20, !dbg !19

20:                                               ; preds = %26, %19
  %21 = load ptr, ptr %11, align 8, !dbg !20
  store ptr %21, ptr %7, align 8
  store i32 0, ptr %8, align 4
  %22 = load ptr, ptr %7, align 8, !dbg !21
  %23 = load i32, ptr %8, align 4, !dbg !24
  %24 = atomicrmw add ptr %22, i32 %23 seq_cst, align 4, !dbg !25
  %25 = icmp eq i32 %24, 0, !dbg !26
  br i1 %25, label %26, label %27, !dbg !19

26:                                               ; preds = %20
  br label %20, !dbg !19, !llvm.loop !27

27:                                               ; preds = %20
  call void @llvm.nvvm.membar.gl(), !dbg !30
  %28 = load ptr, ptr %10, align 8, !dbg !33
  %29 = load i32, ptr %13, align 4, !dbg !34
  %30 = sext i32 %29 to i64, !dbg !33
  %31 = getelementptr inbounds i32, ptr %28, i64 %30, !dbg !33
  %32 = load i32, ptr %31, align 4, !dbg !33
  %33 = load ptr, ptr %10, align 8, !dbg !35
  %34 = load i32, ptr %13, align 4, !dbg !36
  %35 = add nsw i32 %34, 1, !dbg !37
  %36 = and i32 %35, 31, !dbg !38
  %37 = sext i32 %36 to i64, !dbg !35
  %38 = getelementptr inbounds i32, ptr %33, i64 %37, !dbg !35
  %39 = load i32, ptr %38, align 4, !dbg !35
  %40 = xor i32 %32, %39, !dbg !39
  %41 = load ptr, ptr %12, align 8, !dbg !40
  %42 = load i32, ptr %13, align 4, !dbg !41
  %43 = sext i32 %42 to i64, !dbg !40
  %44 = getelementptr inbounds i32, ptr %41, i64 %43, !dbg !40
  store i32 %40, ptr %44, align 4, !dbg !42
  br label %71, !dbg !43

45:                                               ; preds = %4
  store i32 0, ptr %15, align 4, !dbg !44
  br label %46, !dbg !45

46:                                               ; preds = %61, %45
  %47 = load i32, ptr %15, align 4, !dbg !46
  %48 = icmp slt i32 %47, 32, !dbg !47
  br i1 %48, label %49, label %64, !dbg !48

49:                                               ; preds = %46
  %50 = load ptr, ptr %9, align 8, !dbg !49
  %51 = load i32, ptr %15, align 4, !dbg !50
  %52 = sext i32 %51 to i64, !dbg !49
  %53 = getelementptr inbounds i32, ptr %50, i64 %52, !dbg !49
  %54 = load i32, ptr %53, align 4, !dbg !49
  %55 = mul nsw i32 7, %54, !dbg !51
  %56 = add nsw i32 %55, 1, !dbg !52
  %57 = load ptr, ptr %10, align 8, !dbg !53
  %58 = load i32, ptr %15, align 4, !dbg !54
  %59 = sext i32 %58 to i64, !dbg !53
  %60 = getelementptr inbounds i32, ptr %57, i64 %59, !dbg !53
  store i32 %56, ptr %60, align 4, !dbg !55
  br label %61, !dbg !53

61:                                               ; preds = %49
  %62 = load i32, ptr %15, align 4, !dbg !56
  %63 = add nsw i32 %62, 1, !dbg !56
  store i32 %63, ptr %15, align 4, !dbg !56
  br label %46, !dbg !48, !llvm.loop !57

64:                                               ; preds = %46
  call void @llvm.nvvm.membar.gl(), !dbg !59
  %65 = load ptr, ptr %11, align 8, !dbg !61
  store ptr %65, ptr %5, align 8
  store i32 1, ptr %6, align 4
  %66 = load ptr, ptr %5, align 8, !dbg !62
  %67 = load i32, ptr %6, align 4, !dbg !65
  %68 = atomicrmw xchg ptr %66, i32 %67 seq_cst, align 4, !dbg !66
  %69 = load ptr, ptr %12, align 8, !dbg !67
  %70 = getelementptr inbounds i32, ptr %69, i64 0, !dbg !67
  store i32 -1, ptr %70, align 4, !dbg !68
  br label %71

71:                                               ; preds = %64, %27
  ret void, !dbg !69
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lane_handoff_atomic.cu", directory: ".")
!2 = !{ptr @lane_handoff_atomic, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "lane_handoff_atomic", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 12, column: 14, scope: !9)
!16 = !DILocation(line: 12, column: 7, scope: !9)
!17 = !DILocation(line: 13, column: 7, scope: !9)
!18 = !DILocation(line: 13, column: 12, scope: !9)
!19 = !DILocation(line: 14, column: 5, scope: !9)
!20 = !DILocation(line: 14, column: 22, scope: !9)
!21 = !DILocation(line: 122, column: 69, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 122, type: !10, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!23 = distinct !DILocation(line: 14, column: 12, scope: !9)
!24 = !DILocation(line: 122, column: 72, scope: !22, inlinedAt: !23)
!25 = !DILocation(line: 122, column: 47, scope: !22, inlinedAt: !23)
!26 = !DILocation(line: 14, column: 31, scope: !9)
!27 = distinct !{!27, !19, !28, !29}
!28 = !DILocation(line: 15, column: 5, scope: !9)
!29 = !{!"llvm.loop.mustprogress"}
!30 = !DILocation(line: 78, column: 32, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!32 = distinct !DILocation(line: 16, column: 5, scope: !9)
!33 = !DILocation(line: 17, column: 17, scope: !9)
!34 = !DILocation(line: 17, column: 22, scope: !9)
!35 = !DILocation(line: 17, column: 30, scope: !9)
!36 = !DILocation(line: 17, column: 36, scope: !9)
!37 = !DILocation(line: 17, column: 41, scope: !9)
!38 = !DILocation(line: 17, column: 46, scope: !9)
!39 = !DILocation(line: 17, column: 28, scope: !9)
!40 = !DILocation(line: 17, column: 5, scope: !9)
!41 = !DILocation(line: 17, column: 9, scope: !9)
!42 = !DILocation(line: 17, column: 15, scope: !9)
!43 = !DILocation(line: 18, column: 3, scope: !9)
!44 = !DILocation(line: 19, column: 14, scope: !9)
!45 = !DILocation(line: 19, column: 10, scope: !9)
!46 = !DILocation(line: 19, column: 21, scope: !9)
!47 = !DILocation(line: 19, column: 23, scope: !9)
!48 = !DILocation(line: 19, column: 5, scope: !9)
!49 = !DILocation(line: 19, column: 48, scope: !9)
!50 = !DILocation(line: 19, column: 51, scope: !9)
!51 = !DILocation(line: 19, column: 46, scope: !9)
!52 = !DILocation(line: 19, column: 54, scope: !9)
!53 = !DILocation(line: 19, column: 34, scope: !9)
!54 = !DILocation(line: 19, column: 39, scope: !9)
!55 = !DILocation(line: 19, column: 42, scope: !9)
!56 = !DILocation(line: 19, column: 29, scope: !9)
!57 = distinct !{!57, !48, !58, !29}
!58 = !DILocation(line: 19, column: 56, scope: !9)
!59 = !DILocation(line: 78, column: 32, scope: !31, inlinedAt: !60)
!60 = distinct !DILocation(line: 20, column: 5, scope: !9)
!61 = !DILocation(line: 21, column: 16, scope: !9)
!62 = !DILocation(line: 147, column: 71, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "atomicExch", scope: !14, file: !14, line: 147, type: !10, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!64 = distinct !DILocation(line: 21, column: 5, scope: !9)
!65 = !DILocation(line: 147, column: 74, scope: !63, inlinedAt: !64)
!66 = !DILocation(line: 147, column: 48, scope: !63, inlinedAt: !64)
!67 = !DILocation(line: 22, column: 5, scope: !9)
!68 = !DILocation(line: 22, column: 12, scope: !9)
!69 = !DILocation(line: 24, column: 1, scope: !9)
