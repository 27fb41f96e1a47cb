; ModuleID = 'misaligned_float4.cu'
source_filename = "misaligned_float4.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @copy4(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !9 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca ptr, align 8
  %10 = alloca <4 x float>, align 16
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %11, ptr %7, align 4, !dbg !16
  %12 = load ptr, ptr %4, align 8, !dbg !17
  %13 = load i32, ptr %6, align 4, !dbg !18
  %14 = sext i32 %13 to i64, !dbg !19
  %15 = getelementptr inbounds float, ptr %12, i64 %14, !dbg !19
  store ptr %15, ptr %9, align 8, !dbg !20
  %16 = load ptr, ptr %9, align 8, !dbg !21
  %17 = load i32, ptr %7, align 4, !dbg !22
  %18 = sext i32 %17 to i64, !dbg !21
  %19 = getelementptr inbounds <4 x float>, ptr %16, i64 %18, !dbg !21
  %20 = load <4 x float>, ptr %19, align 16, !dbg !21
  store <4 x float> %20, ptr %10, align 16, !dbg !23
  %21 = load <4 x float>, ptr %10, align 16, !dbg !24
  %22 = fmul contract <4 x float> %21, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !25
  %23 = load ptr, ptr %5, align 8, !dbg !26
  %24 = load i32, ptr %7, align 4, !dbg !27
  %25 = sext i32 %24 to i64, !dbg !28
  %26 = getelementptr inbounds <4 x float>, ptr %23, i64 %25, !dbg !28
  store <4 x float> %22, ptr %26, align 16, !dbg !29
  ret void, !dbg !30
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
!1 = !DIFile(filename: "misaligned_float4.cu", directory: ".")
!2 = !{ptr @copy4, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "copy4", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 9, column: 11, scope: !9)
!16 = !DILocation(line: 9, column: 7, scope: !9)
!17 = !DILocation(line: 10, column: 56, scope: !9)
!18 = !DILocation(line: 10, column: 61, scope: !9)
!19 = !DILocation(line: 10, column: 59, scope: !9)
!20 = !DILocation(line: 10, column: 17, scope: !9)
!21 = !DILocation(line: 11, column: 14, scope: !9)
!22 = !DILocation(line: 11, column: 18, scope: !9)
!23 = !DILocation(line: 11, column: 10, scope: !9)
!24 = !DILocation(line: 12, column: 40, scope: !9)
!25 = !DILocation(line: 12, column: 42, scope: !9)
!26 = !DILocation(line: 12, column: 30, scope: !9)
!27 = !DILocation(line: 12, column: 35, scope: !9)
!28 = !DILocation(line: 12, column: 3, scope: !9)
!29 = !DILocation(line: 12, column: 38, scope: !9)
!30 = !DILocation(line: 13, column: 1, scope: !9)
