; ModuleID = 'no_space.cu'
source_filename = "no_space.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @gather(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %10 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %10, ptr %7, align 4, !dbg !16
  %11 = load ptr, ptr %4, align 8, !dbg !17
  %12 = load i64, ptr %6, align 8, !dbg !18
  %13 = getelementptr inbounds i32, ptr %11, i64 %12, !dbg !19
  store ptr %13, ptr %9, align 8, !dbg !20
  %14 = load ptr, ptr %9, align 8, !dbg !21
  %15 = load i32, ptr %7, align 4, !dbg !22
  %16 = sext i32 %15 to i64, !dbg !21
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !21
  %18 = load i32, ptr %17, align 4, !dbg !21
  %19 = add nsw i32 %18, 1, !dbg !23
  %20 = load ptr, ptr %5, align 8, !dbg !24
  %21 = load i32, ptr %7, align 4, !dbg !25
  %22 = sext i32 %21 to i64, !dbg !24
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !24
  store i32 %19, ptr %23, align 4, !dbg !26
  ret void, !dbg !27
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "no_space.cu", directory: ".")
!2 = !{ptr @gather, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "gather", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 5, column: 11, scope: !9)
!16 = !DILocation(line: 5, column: 7, scope: !9)
!17 = !DILocation(line: 6, column: 18, scope: !9)
!18 = !DILocation(line: 6, column: 23, scope: !9)
!19 = !DILocation(line: 6, column: 21, scope: !9)
!20 = !DILocation(line: 6, column: 14, scope: !9)
!21 = !DILocation(line: 7, column: 12, scope: !9)
!22 = !DILocation(line: 7, column: 14, scope: !9)
!23 = !DILocation(line: 7, column: 17, scope: !9)
!24 = !DILocation(line: 7, column: 3, scope: !9)
!25 = !DILocation(line: 7, column: 7, scope: !9)
!26 = !DILocation(line: 7, column: 10, scope: !9)
!27 = !DILocation(line: 8, column: 1, scope: !9)
