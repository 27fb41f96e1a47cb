; ModuleID = 'lane_handoff_volatile.cu'
source_filename = "lane_handoff_volatile.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @lane_handoff_volatile(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.CudaThreadIdx, align 1
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %13, ptr %9, align 4, !dbg !16
  %14 = load ptr, ptr %7, align 8, !dbg !17
  store ptr %14, ptr %11, align 8, !dbg !18
  %15 = load i32, ptr %9, align 4, !dbg !19
  %16 = icmp ne i32 %15, 0, !dbg !20
  br i1 %16, label %17, label %41, !dbg !19

17:                                               ; preds = %4
  br label %18, !dbg !21

18:                                               ; preds = %22, %17
  %19 = load ptr, ptr %11, align 8, !dbg !22
  %20 = load volatile i32, ptr %19, align 4, !dbg !23
  %21 = icmp eq i32 %20, 0, !dbg !24
  br i1 %21, label %22, label %23, !dbg !21

22:                                               ; preds = %18
  br label %18, !dbg !21, !llvm.loop !25

23:                                               ; preds = %18
  call void @llvm.nvvm.membar.gl(), !dbg !28
  %24 = load ptr, ptr %6, align 8, !dbg !31
  %25 = load i32, ptr %9, align 4, !dbg !32
  %26 = sext i32 %25 to i64, !dbg !31
  %27 = getelementptr inbounds i32, ptr %24, i64 %26, !dbg !31
  %28 = load i32, ptr %27, align 4, !dbg !31
  %29 = load ptr, ptr %6, align 8, !dbg !33
  %30 = load i32, ptr %9, align 4, !dbg !34
  %31 = add nsw i32 %30, 1, !dbg !35
  %32 = and i32 %31, 31, !dbg !36
  %33 = sext i32 %32 to i64, !dbg !33
  %34 = getelementptr inbounds i32, ptr %29, i64 %33, !dbg !33
  %35 = load i32, ptr %34, align 4, !dbg !33
  %36 = xor i32 %28, %35, !dbg !37
  %37 = load ptr, ptr %8, align 8, !dbg !38
  %38 = load i32, ptr %9, align 4, !dbg !39
  %39 = sext i32 %38 to i64, !dbg !38
  %40 = getelementptr inbounds i32, ptr %37, i64 %39, !dbg !38
  store i32 %36, ptr %40, align 4, !dbg !40
  br label %64, !dbg !41

41:                                               ; preds = %4
  store i32 0, ptr %12, align 4, !dbg !42
  br label %42, !dbg !43

42:                                               ; preds = %57, %41
  %43 = load i32, ptr %12, align 4, !dbg !44
  %44 = icmp slt i32 %43, 32, !dbg !45
  br i1 %44, label %45, label %60, !dbg !46

45:                                               ; preds = %42
  %46 = load ptr, ptr %5, align 8, !dbg !47
  %47 = load i32, ptr %12, align 4, !dbg !48
  %48 = sext i32 %47 to i64, !dbg !47
  %49 = getelementptr inbounds i32, ptr %46, i64 %48, !dbg !47
  %50 = load i32, ptr %49, align 4, !dbg !47
  %51 = mul nsw i32 7, %50, !dbg !49
  %52 = add nsw i32 %51, 1, !dbg !50
  %53 = load ptr, ptr %6, align 8, !dbg !51
  %54 = load i32, ptr %12, align 4, !dbg !52
  %55 = sext i32 %54 to i64, !dbg !51
  %56 = getelementptr inbounds i32, ptr %53, i64 %55, !dbg !51
  store i32 %52, ptr %56, align 4, !dbg !53
  br label %57, !dbg !51

57:                                               ; preds = %45
  %58 = load i32, ptr %12, align 4, !dbg !54
  %59 = add nsw i32 %58, 1, !dbg !54
  store i32 %59, ptr %12, align 4, !dbg !54
  br label %42, !dbg !46, !llvm.loop !55

60:                                               ; preds = %42
  call void @llvm.nvvm.membar.gl(), !dbg !57
  %61 = load ptr, ptr %11, align 8, !dbg !59
  store volatile i32 1, ptr %61, align 4, !dbg !60
  %62 = load ptr, ptr %8, align 8, !dbg !61
  %63 = getelementptr inbounds i32, ptr %62, i64 0, !dbg !61
  store i32 -1, ptr %63, align 4, !dbg !62
  br label %64

64:                                               ; preds = %60, %23
  ret void, !dbg !63
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
!1 = !DIFile(filename: "lane_handoff_volatile.cu", directory: ".")
!2 = !{ptr @lane_handoff_volatile, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "lane_handoff_volatile", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 12, column: 14, scope: !9)
!16 = !DILocation(line: 12, column: 7, scope: !9)
!17 = !DILocation(line: 13, column: 25, scope: !9)
!18 = !DILocation(line: 13, column: 17, scope: !9)
!19 = !DILocation(line: 14, column: 7, scope: !9)
!20 = !DILocation(line: 14, column: 12, scope: !9)
!21 = !DILocation(line: 15, column: 5, scope: !9)
!22 = !DILocation(line: 15, column: 13, scope: !9)
!23 = !DILocation(line: 15, column: 12, scope: !9)
!24 = !DILocation(line: 15, column: 19, scope: !9)
!25 = distinct !{!25, !21, !26, !27}
!26 = !DILocation(line: 16, column: 5, scope: !9)
!27 = !{!"llvm.loop.mustprogress"}
!28 = !DILocation(line: 78, column: 32, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!30 = distinct !DILocation(line: 17, column: 5, scope: !9)
!31 = !DILocation(line: 18, column: 17, scope: !9)
!32 = !DILocation(line: 18, column: 22, scope: !9)
!33 = !DILocation(line: 18, column: 30, scope: !9)
!34 = !DILocation(line: 18, column: 36, scope: !9)
!35 = !DILocation(line: 18, column: 41, scope: !9)
!36 = !DILocation(line: 18, column: 46, scope: !9)
!37 = !DILocation(line: 18, column: 28, scope: !9)
!38 = !DILocation(line: 18, column: 5, scope: !9)
!39 = !DILocation(line: 18, column: 9, scope: !9)
!40 = !DILocation(line: 18, column: 15, scope: !9)
!41 = !DILocation(line: 19, column: 3, scope: !9)
!42 = !DILocation(line: 20, column: 14, scope: !9)
!43 = !DILocation(line: 20, column: 10, scope: !9)
!44 = !DILocation(line: 20, column: 21, scope: !9)
!45 = !DILocation(line: 20, column: 23, scope: !9)
!46 = !DILocation(line: 20, column: 5, scope: !9)
!47 = !DILocation(line: 20, column: 48, scope: !9)
!48 = !DILocation(line: 20, column: 51, scope: !9)
!49 = !DILocation(line: 20, column: 46, scope: !9)
!50 = !DILocation(line: 20, column: 54, scope: !9)
!51 = !DILocation(line: 20, column: 34, scope: !9)
!52 = !DILocation(line: 20, column: 39, scope: !9)
!53 = !DILocation(line: 20, column: 42, scope: !9)
!54 = !DILocation(line: 20, column: 29, scope: !9)
!55 = distinct !{!55, !46, !56, !27}
!56 = !DILocation(line: 20, column: 56, scope: !9)
!57 = !DILocation(line: 78, column: 32, scope: !29, inlinedAt: !58)
!58 = distinct !DILocation(line: 21, column: 5, scope: !9)
!59 = !DILocation(line: 22, column: 6, scope: !9)
!60 = !DILocation(line: 22, column: 12, scope: !9)
!61 = !DILocation(line: 23, column: 5, scope: !9)
!62 = !DILocation(line: 23, column: 12, scope: !9)
!63 = !DILocation(line: 25, column: 1, scope: !9)
