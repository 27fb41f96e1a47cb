; ModuleID = 'shfl_exited_lane.cu'
source_filename = "shfl_exited_lane.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @minus_first(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaThreadIdx, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %9, ptr %5, align 4, !dbg !16
  %10 = load i32, ptr %5, align 4, !dbg !17
  %11 = icmp sge i32 %10, 16, !dbg !18
  br i1 %11, label %12, label %13, !dbg !17

12:                                               ; preds = %2
  br label %28, !dbg !19

13:                                               ; preds = %2
  %14 = load ptr, ptr %3, align 8, !dbg !20
  %15 = load i32, ptr %5, align 4, !dbg !21
  %16 = sext i32 %15 to i64, !dbg !20
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !20
  %18 = load i32, ptr %17, align 4, !dbg !20
  store i32 %18, ptr %7, align 4, !dbg !22
  %19 = load i32, ptr %7, align 4, !dbg !23
  %20 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %19, i32 0, i32 31), !dbg !24
  store i32 %20, ptr %8, align 4, !dbg !25
  %21 = load i32, ptr %7, align 4, !dbg !26
  %22 = load i32, ptr %8, align 4, !dbg !27
  %23 = sub nsw i32 %21, %22, !dbg !28
  %24 = load ptr, ptr %4, align 8, !dbg !29
  %25 = load i32, ptr %5, align 4, !dbg !30
  %26 = sext i32 %25 to i64, !dbg !29
  %27 = getelementptr inbounds i32, ptr %24, i64 %26, !dbg !29
  store i32 %23, ptr %27, align 4, !dbg !31
  br label %28, !dbg !32

28:                                               ; preds = %13, %12
  ret void, !dbg !32
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shfl_exited_lane.cu", directory: ".")
!2 = !{ptr @minus_first, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "minus_first", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 8, column: 11, scope: !9)
!16 = !DILocation(line: 8, column: 7, scope: !9)
!17 = !DILocation(line: 9, column: 7, scope: !9)
!18 = !DILocation(line: 9, column: 9, scope: !9)
!19 = !DILocation(line: 10, column: 5, scope: !9)
!20 = !DILocation(line: 11, column: 11, scope: !9)
!21 = !DILocation(line: 11, column: 14, scope: !9)
!22 = !DILocation(line: 11, column: 7, scope: !9)
!23 = !DILocation(line: 15, column: 53, scope: !9)
!24 = !DILocation(line: 15, column: 15, scope: !9)
!25 = !DILocation(line: 15, column: 7, scope: !9)
!26 = !DILocation(line: 17, column: 12, scope: !9)
!27 = !DILocation(line: 17, column: 16, scope: !9)
!28 = !DILocation(line: 17, column: 14, scope: !9)
!29 = !DILocation(line: 17, column: 3, scope: !9)
!30 = !DILocation(line: 17, column: 7, scope: !9)
!31 = !DILocation(line: 17, column: 10, scope: !9)
!32 = !DILocation(line: 18, column: 1, scope: !9)
