; ModuleID = 'local_hist_oob.cu'
source_filename = "local_hist_oob.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @buckets_seen(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaThreadIdx, align 1
  %7 = alloca [8 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %12, ptr %5, align 4, !dbg !16
  call void @llvm.memset.p0.i64(ptr align 4 %7, i8 0, i64 32, i1 false), !dbg !17
  store i32 0, ptr %8, align 4, !dbg !18
  br label %13, !dbg !19

13:                                               ; preds = %36, %2
  %14 = load i32, ptr %8, align 4, !dbg !20
  %15 = icmp slt i32 %14, 4, !dbg !21
  br i1 %15, label %16, label %39, !dbg !22

16:                                               ; preds = %13
  %17 = load ptr, ptr %3, align 8, !dbg !23
  %18 = load i32, ptr %5, align 4, !dbg !24
  %19 = mul nsw i32 4, %18, !dbg !25
  %20 = load i32, ptr %8, align 4, !dbg !26
  %21 = add nsw i32 %19, %20, !dbg !27
  %22 = sext i32 %21 to i64, !dbg !23
  %23 = getelementptr inbounds i32, ptr %17, i64 %22, !dbg !23
  %24 = load i32, ptr %23, align 4, !dbg !23
  %25 = sdiv i32 %24, 4, !dbg !28
  store i32 %25, ptr %9, align 4, !dbg !29
  %26 = load i32, ptr %9, align 4, !dbg !30
  %27 = icmp sgt i32 %26, 7, !dbg !31
  br i1 %27, label %28, label %29, !dbg !30

28:                                               ; preds = %16
  br label %31, !dbg !30

29:                                               ; preds = %16
  %30 = load i32, ptr %9, align 4, !dbg !32
  br label %31, !dbg !30

31:                                               ; preds = %29, %28
  %32 = phi i32 [ 7, %28 ], [ %30, %29 ], !dbg !30
  store i32 %32, ptr %9, align 4, !dbg !33
  %33 = load i32, ptr %9, align 4, !dbg !34
  %34 = sext i32 %33 to i64, !dbg !35
  %35 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %34, !dbg !35
  store i32 1, ptr %35, align 4, !dbg !36
  br label %36, !dbg !37

36:                                               ; preds = %31
  %37 = load i32, ptr %8, align 4, !dbg !38
  %38 = add nsw i32 %37, 1, !dbg !38
  store i32 %38, ptr %8, align 4, !dbg !38
  br label %13, !dbg !22, !llvm.loop !39

39:                                               ; preds = %13
  store i32 0, ptr %10, align 4, !dbg !41
  store i32 0, ptr %11, align 4, !dbg !42
  br label %40, !dbg !43

40:                                               ; preds = %50, %39
  %41 = load i32, ptr %11, align 4, !dbg !44
  %42 = icmp slt i32 %41, 8, !dbg !45
  br i1 %42, label %43, label %53, !dbg !46

43:                                               ; preds = %40
  %44 = load i32, ptr %11, align 4, !dbg !47
  %45 = sext i32 %44 to i64, !dbg !48
  %46 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %45, !dbg !48
  %47 = load i32, ptr %46, align 4, !dbg !48
  %48 = load i32, ptr %10, align 4, !dbg !49
  %49 = add nsw i32 %48, %47, !dbg !49
  store i32 %49, ptr %10, align 4, !dbg !49
  br label %50, !dbg !50

50:                                               ; preds = %43
  %51 = load i32, ptr %11, align 4, !dbg !51
  %52 = add nsw i32 %51, 1, !dbg !51
  store i32 %52, ptr %11, align 4, !dbg !51
  br label %40, !dbg !46, !llvm.loop !52

53:                                               ; preds = %40
  %54 = load i32, ptr %10, align 4, !dbg !54
  %55 = load ptr, ptr %4, align 8, !dbg !55
  %56 = load i32, ptr %5, align 4, !dbg !56
  %57 = sext i32 %56 to i64, !dbg !55
  %58 = getelementptr inbounds i32, ptr %55, i64 %57, !dbg !55
  store i32 %54, ptr %58, align 4, !dbg !57
  ret void, !dbg !58
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "local_hist_oob.cu", directory: ".")
!2 = !{ptr @buckets_seen, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "buckets_seen", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 6, column: 11, scope: !9)
!16 = !DILocation(line: 6, column: 7, scope: !9)
!17 = !DILocation(line: 7, column: 7, scope: !9)
!18 = !DILocation(line: 8, column: 12, scope: !9)
!19 = !DILocation(line: 8, column: 8, scope: !9)
!20 = !DILocation(line: 8, column: 19, scope: !9)
!21 = !DILocation(line: 8, column: 21, scope: !9)
!22 = !DILocation(line: 8, column: 3, scope: !9)
!23 = !DILocation(line: 9, column: 13, scope: !9)
!24 = !DILocation(line: 9, column: 20, scope: !9)
!25 = !DILocation(line: 9, column: 18, scope: !9)
!26 = !DILocation(line: 9, column: 24, scope: !9)
!27 = !DILocation(line: 9, column: 22, scope: !9)
!28 = !DILocation(line: 9, column: 27, scope: !9)
!29 = !DILocation(line: 9, column: 9, scope: !9)
!30 = !DILocation(line: 11, column: 9, scope: !9)
!31 = !DILocation(line: 11, column: 11, scope: !9)
!32 = !DILocation(line: 11, column: 21, scope: !9)
!33 = !DILocation(line: 11, column: 7, scope: !9)
!34 = !DILocation(line: 13, column: 10, scope: !9)
!35 = !DILocation(line: 13, column: 5, scope: !9)
!36 = !DILocation(line: 13, column: 13, scope: !9)
!37 = !DILocation(line: 14, column: 3, scope: !9)
!38 = !DILocation(line: 8, column: 26, scope: !9)
!39 = distinct !{!39, !22, !37, !40}
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 15, column: 7, scope: !9)
!42 = !DILocation(line: 16, column: 12, scope: !9)
!43 = !DILocation(line: 16, column: 8, scope: !9)
!44 = !DILocation(line: 16, column: 19, scope: !9)
!45 = !DILocation(line: 16, column: 21, scope: !9)
!46 = !DILocation(line: 16, column: 3, scope: !9)
!47 = !DILocation(line: 17, column: 15, scope: !9)
!48 = !DILocation(line: 17, column: 10, scope: !9)
!49 = !DILocation(line: 17, column: 7, scope: !9)
!50 = !DILocation(line: 17, column: 5, scope: !9)
!51 = !DILocation(line: 16, column: 26, scope: !9)
!52 = distinct !{!52, !46, !53, !40}
!53 = !DILocation(line: 17, column: 16, scope: !9)
!54 = !DILocation(line: 18, column: 12, scope: !9)
!55 = !DILocation(line: 18, column: 3, scope: !9)
!56 = !DILocation(line: 18, column: 7, scope: !9)
!57 = !DILocation(line: 18, column: 10, scope: !9)
!58 = !DILocation(line: 19, column: 1, scope: !9)
