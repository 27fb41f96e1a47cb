; ModuleID = 'shfl_in_callee.cu'
source_filename = "shfl_in_callee.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z8add_nexti(i32 noundef %0) #0 !dbg !9 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  %7 = load i32, ptr %6, align 4, !dbg !12
  %8 = load i32, ptr %6, align 4, !dbg !13
  store i32 -1, ptr %2, align 4
  store i32 %8, ptr %3, align 4
  store i32 1, ptr %4, align 4
  store i32 32, ptr %5, align 4
  %9 = load i32, ptr %2, align 4, !dbg !14
  %10 = load i32, ptr %3, align 4, !dbg !14
  %11 = load i32, ptr %4, align 4, !dbg !14
  %12 = load i32, ptr %5, align 4, !dbg !14
  %13 = sub nsw i32 32, %12, !dbg !14
  %14 = shl i32 %13, 8, !dbg !14
  %15 = or i32 %14, 31, !dbg !14
  %16 = call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %9, i32 %10, i32 %11, i32 %15), !dbg !14
  %17 = add nsw i32 %7, %16, !dbg !18
  ret i32 %17, !dbg !19
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @k(ptr noundef %0) #1 !dbg !20 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.CudaThreadIdx, align 1
  %6 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4, !dbg !21
  store i32 0, ptr %4, align 4, !dbg !22
  br label %7, !dbg !23

7:                                                ; preds = %16, %1
  %8 = load i32, ptr %4, align 4, !dbg !24
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !25
  %10 = and i32 %9, 1, !dbg !28
  %11 = add nsw i32 %10, 1, !dbg !29
  %12 = icmp slt i32 %8, %11, !dbg !30
  br i1 %12, label %13, label %19, !dbg !31

13:                                               ; preds = %7
  %14 = load i32, ptr %3, align 4, !dbg !32
  %15 = add nsw i32 %14, 1, !dbg !32
  store i32 %15, ptr %3, align 4, !dbg !32
  br label %16, !dbg !33

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4, !dbg !34
  %18 = add nsw i32 %17, 1, !dbg !34
  store i32 %18, ptr %4, align 4, !dbg !34
  br label %7, !dbg !31, !llvm.loop !35

19:                                               ; preds = %7
  %20 = load i32, ptr %3, align 4, !dbg !38
  %21 = call noundef i32 @_Z8add_nexti(i32 noundef %20) #4, !dbg !39
  %22 = load ptr, ptr %2, align 8, !dbg !40
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !41
  %24 = zext i32 %23 to i64, !dbg !40
  %25 = getelementptr inbounds i32, ptr %22, i64 %24, !dbg !40
  store i32 %21, ptr %25, align 4, !dbg !43
  ret void, !dbg !44
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shfl_in_callee.cu", directory: ".")
!2 = !{ptr @k, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "add_next", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 6, column: 54, scope: !9)
!13 = !DILocation(line: 6, column: 88, scope: !9)
!14 = !DILocation(line: 109, column: 1, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__shfl_down_sync", scope: !16, file: !16, line: 109, type: !10, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!16 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!17 = distinct !DILocation(line: 6, column: 58, scope: !9)
!18 = !DILocation(line: 6, column: 56, scope: !9)
!19 = !DILocation(line: 6, column: 47, scope: !9)
!20 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 8, column: 7, scope: !20)
!22 = !DILocation(line: 9, column: 12, scope: !20)
!23 = !DILocation(line: 9, column: 8, scope: !20)
!24 = !DILocation(line: 9, column: 19, scope: !20)
!25 = !DILocation(line: 57, column: 1, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "getX", scope: !16, file: !16, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!27 = distinct !DILocation(line: 9, column: 29, scope: !20)
!28 = !DILocation(line: 9, column: 41, scope: !20)
!29 = !DILocation(line: 9, column: 46, scope: !20)
!30 = !DILocation(line: 9, column: 21, scope: !20)
!31 = !DILocation(line: 9, column: 3, scope: !20)
!32 = !DILocation(line: 9, column: 58, scope: !20)
!33 = !DILocation(line: 9, column: 56, scope: !20)
!34 = !DILocation(line: 9, column: 51, scope: !20)
!35 = distinct !{!35, !31, !36, !37}
!36 = !DILocation(line: 9, column: 61, scope: !20)
!37 = !{!"llvm.loop.mustprogress"}
!38 = !DILocation(line: 10, column: 31, scope: !20)
!39 = !DILocation(line: 10, column: 22, scope: !20)
!40 = !DILocation(line: 10, column: 3, scope: !20)
!41 = !DILocation(line: 57, column: 1, scope: !26, inlinedAt: !42)
!42 = distinct !DILocation(line: 10, column: 7, scope: !20)
!43 = !DILocation(line: 10, column: 20, scope: !20)
!44 = !DILocation(line: 11, column: 1, scope: !20)
