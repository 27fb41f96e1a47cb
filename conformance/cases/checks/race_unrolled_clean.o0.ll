; ModuleID = 'race_unrolled.cu'
source_filename = "race_unrolled.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @spread(ptr noalias noundef %0, ptr noundef %1, ptr noalias noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %12, ptr %7, align 4, !dbg !16
  store i32 0, ptr %9, align 4, !dbg !17
  br label %13, !dbg !18

13:                                               ; preds = %31, %3
  %14 = load i32, ptr %9, align 4, !dbg !19
  %15 = icmp slt i32 %14, 4, !dbg !20
  br i1 %15, label %16, label %34, !dbg !21

16:                                               ; preds = %13
  %17 = load ptr, ptr %4, align 8, !dbg !22
  %18 = load i32, ptr %7, align 4, !dbg !23
  %19 = sext i32 %18 to i64, !dbg !22
  %20 = getelementptr inbounds i32, ptr %17, i64 %19, !dbg !22
  %21 = load i32, ptr %20, align 4, !dbg !22
  %22 = load i32, ptr %9, align 4, !dbg !24
  %23 = add nsw i32 %21, %22, !dbg !25
  %24 = load ptr, ptr %5, align 8, !dbg !26
  %25 = load i32, ptr %9, align 4, !dbg !27
  %26 = mul nsw i32 64, %25, !dbg !28
  %27 = load i32, ptr %7, align 4, !dbg !29
  %28 = add nsw i32 %26, %27, !dbg !30
  %29 = sext i32 %28 to i64, !dbg !26
  %30 = getelementptr inbounds i32, ptr %24, i64 %29, !dbg !26
  store i32 %23, ptr %30, align 4, !dbg !31
  br label %31, !dbg !26

31:                                               ; preds = %16
  %32 = load i32, ptr %9, align 4, !dbg !32
  %33 = add nsw i32 %32, 1, !dbg !32
  store i32 %33, ptr %9, align 4, !dbg !32
  br label %13, !dbg !21, !llvm.loop !33

34:                                               ; preds = %13
  call void @llvm.nvvm.barrier0(), !dbg !36
  store i32 0, ptr %10, align 4, !dbg !37
  store i32 0, ptr %11, align 4, !dbg !38
  br label %35, !dbg !39

35:                                               ; preds = %51, %34
  %36 = load i32, ptr %11, align 4, !dbg !40
  %37 = icmp slt i32 %36, 4, !dbg !41
  br i1 %37, label %38, label %54, !dbg !42

38:                                               ; preds = %35
  %39 = load ptr, ptr %5, align 8, !dbg !43
  %40 = load i32, ptr %11, align 4, !dbg !44
  %41 = mul nsw i32 64, %40, !dbg !45
  %42 = load i32, ptr %7, align 4, !dbg !46
  %43 = add nsw i32 %42, 32, !dbg !47
  %44 = srem i32 %43, 64, !dbg !48
  %45 = add nsw i32 %41, %44, !dbg !49
  %46 = sext i32 %45 to i64, !dbg !43
  %47 = getelementptr inbounds i32, ptr %39, i64 %46, !dbg !43
  %48 = load i32, ptr %47, align 4, !dbg !43
  %49 = load i32, ptr %10, align 4, !dbg !50
  %50 = add nsw i32 %49, %48, !dbg !50
  store i32 %50, ptr %10, align 4, !dbg !50
  br label %51, !dbg !51

51:                                               ; preds = %38
  %52 = load i32, ptr %11, align 4, !dbg !52
  %53 = add nsw i32 %52, 1, !dbg !52
  store i32 %53, ptr %11, align 4, !dbg !52
  br label %35, !dbg !42, !llvm.loop !53

54:                                               ; preds = %35
  %55 = load i32, ptr %10, align 4, !dbg !55
  %56 = load ptr, ptr %6, align 8, !dbg !56
  %57 = load i32, ptr %7, align 4, !dbg !57
  %58 = sext i32 %57 to i64, !dbg !56
  %59 = getelementptr inbounds i32, ptr %56, i64 %58, !dbg !56
  store i32 %55, ptr %59, align 4, !dbg !58
  ret void, !dbg !59
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race_unrolled.cu", directory: ".")
!2 = !{ptr @spread, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "spread", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !DILocation(line: 9, column: 7, scope: !9)
!17 = !DILocation(line: 11, column: 12, scope: !9)
!18 = !DILocation(line: 11, column: 8, scope: !9)
!19 = !DILocation(line: 11, column: 19, scope: !9)
!20 = !DILocation(line: 11, column: 21, scope: !9)
!21 = !DILocation(line: 11, column: 3, scope: !9)
!22 = !DILocation(line: 12, column: 27, scope: !9)
!23 = !DILocation(line: 12, column: 30, scope: !9)
!24 = !DILocation(line: 12, column: 35, scope: !9)
!25 = !DILocation(line: 12, column: 33, scope: !9)
!26 = !DILocation(line: 12, column: 5, scope: !9)
!27 = !DILocation(line: 12, column: 18, scope: !9)
!28 = !DILocation(line: 12, column: 16, scope: !9)
!29 = !DILocation(line: 12, column: 22, scope: !9)
!30 = !DILocation(line: 12, column: 20, scope: !9)
!31 = !DILocation(line: 12, column: 25, scope: !9)
!32 = !DILocation(line: 11, column: 26, scope: !9)
!33 = distinct !{!33, !21, !24, !34, !35}
!34 = !{!"llvm.loop.mustprogress"}
!35 = !{!"llvm.loop.unroll.enable"}
!36 = !DILocation(line: 14, column: 3, scope: !9)
!37 = !DILocation(line: 16, column: 7, scope: !9)
!38 = !DILocation(line: 18, column: 12, scope: !9)
!39 = !DILocation(line: 18, column: 8, scope: !9)
!40 = !DILocation(line: 18, column: 19, scope: !9)
!41 = !DILocation(line: 18, column: 21, scope: !9)
!42 = !DILocation(line: 18, column: 3, scope: !9)
!43 = !DILocation(line: 19, column: 12, scope: !9)
!44 = !DILocation(line: 19, column: 25, scope: !9)
!45 = !DILocation(line: 19, column: 23, scope: !9)
!46 = !DILocation(line: 19, column: 30, scope: !9)
!47 = !DILocation(line: 19, column: 32, scope: !9)
!48 = !DILocation(line: 19, column: 38, scope: !9)
!49 = !DILocation(line: 19, column: 27, scope: !9)
!50 = !DILocation(line: 19, column: 9, scope: !9)
!51 = !DILocation(line: 19, column: 5, scope: !9)
!52 = !DILocation(line: 18, column: 26, scope: !9)
!53 = distinct !{!53, !42, !54, !34, !35}
!54 = !DILocation(line: 19, column: 42, scope: !9)
!55 = !DILocation(line: 20, column: 12, scope: !9)
!56 = !DILocation(line: 20, column: 3, scope: !9)
!57 = !DILocation(line: 20, column: 7, scope: !9)
!58 = !DILocation(line: 20, column: 10, scope: !9)
!59 = !DILocation(line: 21, column: 1, scope: !9)
