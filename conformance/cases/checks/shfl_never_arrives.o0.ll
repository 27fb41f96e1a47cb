; ModuleID = 'shfl_never_arrives.cu'
source_filename = "shfl_never_arrives.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @broadcast_low(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaThreadIdx, align 1
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %8, ptr %5, align 4, !dbg !16
  %9 = load ptr, ptr %3, align 8, !dbg !17
  %10 = load i32, ptr %5, align 4, !dbg !18
  %11 = sext i32 %10 to i64, !dbg !17
  %12 = getelementptr inbounds i32, ptr %9, i64 %11, !dbg !17
  %13 = load i32, ptr %12, align 4, !dbg !17
  store i32 %13, ptr %7, align 4, !dbg !19
  %14 = load i32, ptr %5, align 4, !dbg !20
  %15 = icmp slt i32 %14, 16, !dbg !21
  br i1 %15, label %16, label %19, !dbg !20

16:                                               ; preds = %2
  %17 = load i32, ptr %7, align 4, !dbg !22
  %18 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %17, i32 0, i32 31), !dbg !23
  store i32 %18, ptr %7, align 4, !dbg !24
  br label %19, !dbg !25

19:                                               ; preds = %16, %2
  call void @llvm.nvvm.barrier0(), !dbg !26
  %20 = load i32, ptr %7, align 4, !dbg !27
  %21 = load ptr, ptr %4, align 8, !dbg !28
  %22 = load i32, ptr %5, align 4, !dbg !29
  %23 = sext i32 %22 to i64, !dbg !28
  %24 = getelementptr inbounds i32, ptr %21, i64 %23, !dbg !28
  store i32 %20, ptr %24, align 4, !dbg !30
  ret void, !dbg !31
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shfl_never_arrives.cu", directory: ".")
!2 = !{ptr @broadcast_low, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "broadcast_low", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 7, column: 7, scope: !9)
!17 = !DILocation(line: 8, column: 11, scope: !9)
!18 = !DILocation(line: 8, column: 14, scope: !9)
!19 = !DILocation(line: 8, column: 7, scope: !9)
!20 = !DILocation(line: 9, column: 7, scope: !9)
!21 = !DILocation(line: 9, column: 9, scope: !9)
!22 = !DILocation(line: 13, column: 47, scope: !9)
!23 = !DILocation(line: 13, column: 9, scope: !9)
!24 = !DILocation(line: 13, column: 7, scope: !9)
!25 = !DILocation(line: 15, column: 3, scope: !9)
!26 = !DILocation(line: 16, column: 3, scope: !9)
!27 = !DILocation(line: 17, column: 12, scope: !9)
!28 = !DILocation(line: 17, column: 3, scope: !9)
!29 = !DILocation(line: 17, column: 7, scope: !9)
!30 = !DILocation(line: 17, column: 10, scope: !9)
!31 = !DILocation(line: 18, column: 1, scope: !9)
