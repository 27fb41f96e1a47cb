; ModuleID = 'shfl_after_loop.cu'
source_filename = "shfl_after_loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @shfl_after_loop(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !9 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca %struct.CudaThreadIdx, align 1
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store ptr %0, ptr %11, align 8
  store ptr %1, ptr %12, align 8
  store ptr %2, ptr %13, align 8
  store ptr %3, ptr %14, align 8
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %19, ptr %15, align 4, !dbg !16
  %20 = load i32, ptr %15, align 4, !dbg !17
  store i32 %20, ptr %17, align 4, !dbg !18
  store i32 0, ptr %18, align 4, !dbg !19
  br label %21, !dbg !20

21:                                               ; preds = %45, %4
  %22 = load i32, ptr %18, align 4, !dbg !21
  %23 = load ptr, ptr %11, align 8, !dbg !22
  %24 = load i32, ptr %15, align 4, !dbg !23
  %25 = sext i32 %24 to i64, !dbg !22
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !22
  %27 = load i32, ptr %26, align 4, !dbg !22
  %28 = icmp slt i32 %22, %27, !dbg !24
  br i1 %28, label %29, label %48, !dbg !25

29:                                               ; preds = %21
  %30 = load i32, ptr %18, align 4, !dbg !26
  %31 = load ptr, ptr %12, align 8, !dbg !27
  %32 = load i32, ptr %15, align 4, !dbg !28
  %33 = sext i32 %32 to i64, !dbg !27
  %34 = getelementptr inbounds i32, ptr %31, i64 %33, !dbg !27
  %35 = load i32, ptr %34, align 4, !dbg !27
  %36 = icmp eq i32 %30, %35, !dbg !29
  br i1 %36, label %37, label %38, !dbg !26

37:                                               ; preds = %29
  br label %48, !dbg !30

38:                                               ; preds = %29
  %39 = load i32, ptr %17, align 4, !dbg !31
  %40 = mul nsw i32 %39, 3, !dbg !32
  %41 = load i32, ptr %18, align 4, !dbg !33
  %42 = load i32, ptr %15, align 4, !dbg !34
  %43 = xor i32 %41, %42, !dbg !35
  %44 = add nsw i32 %40, %43, !dbg !36
  store i32 %44, ptr %17, align 4, !dbg !37
  br label %45, !dbg !38

45:                                               ; preds = %38
  %46 = load i32, ptr %18, align 4, !dbg !39
  %47 = add nsw i32 %46, 1, !dbg !39
  store i32 %47, ptr %18, align 4, !dbg !39
  br label %21, !dbg !25, !llvm.loop !40

48:                                               ; preds = %37, %21
  %49 = load i32, ptr %17, align 4, !dbg !42
  store i32 -1, ptr %7, align 4
  store i32 %49, ptr %8, align 4
  store i32 3, ptr %9, align 4
  store i32 32, ptr %10, align 4
  %50 = load i32, ptr %7, align 4, !dbg !43
  %51 = load i32, ptr %8, align 4, !dbg !43
  %52 = load i32, ptr %9, align 4, !dbg !43
  %53 = load i32, ptr %10, align 4, !dbg !43
  %54 = sub nsw i32 32, %53, !dbg !43
  %55 = shl i32 %54, 8, !dbg !43
  %56 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %50, i32 %51, i32 %52, i32 %55), !dbg !43
  %57 = load ptr, ptr %13, align 8, !dbg !46
  %58 = load i32, ptr %15, align 4, !dbg !47
  %59 = sext i32 %58 to i64, !dbg !46
  %60 = getelementptr inbounds i32, ptr %57, i64 %59, !dbg !46
  store i32 %56, ptr %60, align 4, !dbg !48
  %61 = load i32, ptr %17, align 4, !dbg !49
  %62 = and i32 %61, 1, !dbg !50
  store i32 -1, ptr %5, align 4
  store i32 %62, ptr %6, align 4
  %63 = load i32, ptr %5, align 4, !dbg !51
  %64 = load i32, ptr %6, align 4, !dbg !54
  %65 = icmp ne i32 %64, 0, !dbg !54
  %66 = call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %63, i1 %65), !dbg !55
  %67 = load ptr, ptr %14, align 8, !dbg !56
  %68 = load i32, ptr %15, align 4, !dbg !57
  %69 = sext i32 %68 to i64, !dbg !56
  %70 = getelementptr inbounds i32, ptr %67, i64 %69, !dbg !56
  store i32 %66, ptr %70, align 4, !dbg !58
  ret void, !dbg !59
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shfl_after_loop.cu", directory: ".")
!2 = !{ptr @shfl_after_loop, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "shfl_after_loop", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 14, scope: !9)
!16 = !DILocation(line: 7, column: 7, scope: !9)
!17 = !DILocation(line: 8, column: 11, scope: !9)
!18 = !DILocation(line: 8, column: 7, scope: !9)
!19 = !DILocation(line: 9, column: 12, scope: !9)
!20 = !DILocation(line: 9, column: 8, scope: !9)
!21 = !DILocation(line: 9, column: 19, scope: !9)
!22 = !DILocation(line: 9, column: 23, scope: !9)
!23 = !DILocation(line: 9, column: 25, scope: !9)
!24 = !DILocation(line: 9, column: 21, scope: !9)
!25 = !DILocation(line: 9, column: 3, scope: !9)
!26 = !DILocation(line: 10, column: 9, scope: !9)
!27 = !DILocation(line: 10, column: 14, scope: !9)
!28 = !DILocation(line: 10, column: 19, scope: !9)
!29 = !DILocation(line: 10, column: 11, scope: !9)
!30 = !DILocation(line: 10, column: 26, scope: !9)
!31 = !DILocation(line: 11, column: 9, scope: !9)
!32 = !DILocation(line: 11, column: 11, scope: !9)
!33 = !DILocation(line: 11, column: 18, scope: !9)
!34 = !DILocation(line: 11, column: 22, scope: !9)
!35 = !DILocation(line: 11, column: 20, scope: !9)
!36 = !DILocation(line: 11, column: 15, scope: !9)
!37 = !DILocation(line: 11, column: 7, scope: !9)
!38 = !DILocation(line: 12, column: 3, scope: !9)
!39 = !DILocation(line: 9, column: 32, scope: !9)
!40 = distinct !{!40, !25, !38, !41}
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 13, column: 41, scope: !9)
!43 = !DILocation(line: 108, column: 1, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "__shfl_up_sync", scope: !14, file: !14, line: 108, type: !10, scopeLine: 108, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!45 = distinct !DILocation(line: 13, column: 15, scope: !9)
!46 = !DILocation(line: 13, column: 3, scope: !9)
!47 = !DILocation(line: 13, column: 7, scope: !9)
!48 = !DILocation(line: 13, column: 13, scope: !9)
!49 = !DILocation(line: 14, column: 44, scope: !9)
!50 = !DILocation(line: 14, column: 46, scope: !9)
!51 = !DILocation(line: 82, column: 87, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "__ballot_sync", scope: !14, file: !14, line: 82, type: !10, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!53 = distinct !DILocation(line: 14, column: 19, scope: !9)
!54 = !DILocation(line: 82, column: 93, scope: !52, inlinedAt: !53)
!55 = !DILocation(line: 82, column: 63, scope: !52, inlinedAt: !53)
!56 = !DILocation(line: 14, column: 3, scope: !9)
!57 = !DILocation(line: 14, column: 11, scope: !9)
!58 = !DILocation(line: 14, column: 17, scope: !9)
!59 = !DILocation(line: 15, column: 1, scope: !9)
