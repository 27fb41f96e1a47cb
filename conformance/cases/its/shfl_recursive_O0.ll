; ModuleID = 'shfl_recursive.cu'
source_filename = "shfl_recursive.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z3recii(i32 noundef %0, i32 noundef %1) #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %8, align 4
  store i32 %1, ptr %9, align 4
  %11 = load i32, ptr %9, align 4, !dbg !12
  %12 = icmp eq i32 %11, 0, !dbg !13
  br i1 %12, label %13, label %23, !dbg !12

13:                                               ; preds = %2
  %14 = load i32, ptr %8, align 4, !dbg !14
  store i32 -1, ptr %3, align 4
  store i32 %14, ptr %4, align 4
  store i32 16, ptr %5, align 4
  store i32 32, ptr %6, align 4
  %15 = load i32, ptr %3, align 4, !dbg !15
  %16 = load i32, ptr %4, align 4, !dbg !15
  %17 = load i32, ptr %5, align 4, !dbg !15
  %18 = load i32, ptr %6, align 4, !dbg !15
  %19 = sub nsw i32 32, %18, !dbg !15
  %20 = shl i32 %19, 8, !dbg !15
  %21 = or i32 %20, 31, !dbg !15
  %22 = call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %15, i32 %16, i32 %17, i32 %21), !dbg !15
  store i32 %22, ptr %7, align 4, !dbg !19
  br label %33, !dbg !19

23:                                               ; preds = %2
  %24 = load i32, ptr %8, align 4, !dbg !20
  %25 = add nsw i32 %24, 3, !dbg !21
  %26 = load i32, ptr %9, align 4, !dbg !22
  %27 = sub nsw i32 %26, 1, !dbg !23
  %28 = call noundef i32 @_Z3recii(i32 noundef %25, i32 noundef %27) #4, !dbg !24
  store i32 %28, ptr %10, align 4, !dbg !25
  %29 = load i32, ptr %10, align 4, !dbg !26
  %30 = mul nsw i32 %29, 2, !dbg !27
  %31 = load i32, ptr %9, align 4, !dbg !28
  %32 = sub nsw i32 %30, %31, !dbg !29
  store i32 %32, ptr %7, align 4, !dbg !30
  br label %33, !dbg !30

33:                                               ; preds = %23, %13
  %34 = load i32, ptr %7, align 4, !dbg !31
  ret i32 %34, !dbg !31
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @shfl_recursive(ptr noundef %0, ptr noundef %1) #1 !dbg !32 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !33
  store i32 %7, ptr %5, align 4, !dbg !36
  %8 = load i32, ptr %5, align 4, !dbg !37
  %9 = mul nsw i32 10, %8, !dbg !38
  %10 = load ptr, ptr %3, align 8, !dbg !39
  %11 = load i32, ptr %5, align 4, !dbg !40
  %12 = sext i32 %11 to i64, !dbg !39
  %13 = getelementptr inbounds i32, ptr %10, i64 %12, !dbg !39
  %14 = load i32, ptr %13, align 4, !dbg !39
  %15 = call noundef i32 @_Z3recii(i32 noundef %9, i32 noundef %14) #4, !dbg !41
  %16 = load ptr, ptr %4, align 8, !dbg !42
  %17 = load i32, ptr %5, align 4, !dbg !43
  %18 = sext i32 %17 to i64, !dbg !42
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !42
  store i32 %15, ptr %19, align 4, !dbg !44
  ret void, !dbg !45
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

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
!1 = !DIFile(filename: "shfl_recursive.cu", directory: ".")
!2 = !{ptr @shfl_recursive, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "rec", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 9, column: 7, scope: !9)
!13 = !DILocation(line: 9, column: 9, scope: !9)
!14 = !DILocation(line: 9, column: 49, scope: !9)
!15 = !DILocation(line: 110, column: 1, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !17, file: !17, line: 110, type: !10, scopeLine: 110, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!17 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!18 = distinct !DILocation(line: 9, column: 22, scope: !9)
!19 = !DILocation(line: 9, column: 15, scope: !9)
!20 = !DILocation(line: 10, column: 15, scope: !9)
!21 = !DILocation(line: 10, column: 17, scope: !9)
!22 = !DILocation(line: 10, column: 22, scope: !9)
!23 = !DILocation(line: 10, column: 24, scope: !9)
!24 = !DILocation(line: 10, column: 11, scope: !9)
!25 = !DILocation(line: 10, column: 7, scope: !9)
!26 = !DILocation(line: 11, column: 10, scope: !9)
!27 = !DILocation(line: 11, column: 12, scope: !9)
!28 = !DILocation(line: 11, column: 18, scope: !9)
!29 = !DILocation(line: 11, column: 16, scope: !9)
!30 = !DILocation(line: 11, column: 3, scope: !9)
!31 = !DILocation(line: 12, column: 1, scope: !9)
!32 = distinct !DISubprogram(name: "shfl_recursive", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!33 = !DILocation(line: 57, column: 1, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "getX", scope: !17, file: !17, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!35 = distinct !DILocation(line: 15, column: 14, scope: !32)
!36 = !DILocation(line: 15, column: 7, scope: !32)
!37 = !DILocation(line: 16, column: 24, scope: !32)
!38 = !DILocation(line: 16, column: 22, scope: !32)
!39 = !DILocation(line: 16, column: 30, scope: !32)
!40 = !DILocation(line: 16, column: 36, scope: !32)
!41 = !DILocation(line: 16, column: 15, scope: !32)
!42 = !DILocation(line: 16, column: 3, scope: !32)
!43 = !DILocation(line: 16, column: 7, scope: !32)
!44 = !DILocation(line: 16, column: 13, scope: !32)
!45 = !DILocation(line: 17, column: 1, scope: !32)
