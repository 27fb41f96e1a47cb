; ModuleID = 'struct_field_unset.cu'
source_filename = "struct_field_unset.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaBlockIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }
%struct.CudaThreadIdx = type { i8 }
%struct.Particle = type { i32, i32, i32 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @init_particles(ptr noundef %0, ptr noundef %1) #0 !dbg !10 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaBlockIdx, align 1
  %7 = alloca %struct.CudaBlockDim, align 1
  %8 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %10 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !17
  %11 = mul i32 %9, %10, !dbg !20
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %13 = add i32 %11, %12, !dbg !24
  store i32 %13, ptr %5, align 4, !dbg !25
  %14 = load ptr, ptr %4, align 8, !dbg !26
  %15 = load i32, ptr %5, align 4, !dbg !27
  %16 = sext i32 %15 to i64, !dbg !26
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !26
  %18 = load i32, ptr %17, align 4, !dbg !26
  %19 = load ptr, ptr %3, align 8, !dbg !28
  %20 = load i32, ptr %5, align 4, !dbg !29
  %21 = sext i32 %20 to i64, !dbg !28
  %22 = getelementptr inbounds %struct.Particle, ptr %19, i64 %21, !dbg !28
  %23 = getelementptr inbounds %struct.Particle, ptr %22, i32 0, i32 0, !dbg !30
  store i32 %18, ptr %23, align 4, !dbg !31
  %24 = load ptr, ptr %3, align 8, !dbg !32
  %25 = load i32, ptr %5, align 4, !dbg !33
  %26 = sext i32 %25 to i64, !dbg !32
  %27 = getelementptr inbounds %struct.Particle, ptr %24, i64 %26, !dbg !32
  %28 = getelementptr inbounds %struct.Particle, ptr %27, i32 0, i32 1, !dbg !34
  store i32 1, ptr %28, align 4, !dbg !35
  ret void, !dbg !36
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @momentum(ptr noundef %0, ptr noundef %1) #0 !dbg !37 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaBlockIdx, align 1
  %7 = alloca %struct.CudaBlockDim, align 1
  %8 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !38
  %10 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !40
  %11 = mul i32 %9, %10, !dbg !42
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !43
  %13 = add i32 %11, %12, !dbg !45
  store i32 %13, ptr %5, align 4, !dbg !46
  %14 = load ptr, ptr %3, align 8, !dbg !47
  %15 = load i32, ptr %5, align 4, !dbg !48
  %16 = sext i32 %15 to i64, !dbg !47
  %17 = getelementptr inbounds %struct.Particle, ptr %14, i64 %16, !dbg !47
  %18 = getelementptr inbounds %struct.Particle, ptr %17, i32 0, i32 2, !dbg !49
  %19 = load i32, ptr %18, align 4, !dbg !49
  %20 = load ptr, ptr %3, align 8, !dbg !50
  %21 = load i32, ptr %5, align 4, !dbg !51
  %22 = sext i32 %21 to i64, !dbg !50
  %23 = getelementptr inbounds %struct.Particle, ptr %20, i64 %22, !dbg !50
  %24 = getelementptr inbounds %struct.Particle, ptr %23, i32 0, i32 1, !dbg !52
  %25 = load i32, ptr %24, align 4, !dbg !52
  %26 = mul nsw i32 %19, %25, !dbg !53
  %27 = load ptr, ptr %3, align 8, !dbg !54
  %28 = load i32, ptr %5, align 4, !dbg !55
  %29 = sext i32 %28 to i64, !dbg !54
  %30 = getelementptr inbounds %struct.Particle, ptr %27, i64 %29, !dbg !54
  %31 = getelementptr inbounds %struct.Particle, ptr %30, i32 0, i32 0, !dbg !56
  %32 = load i32, ptr %31, align 4, !dbg !56
  %33 = add nsw i32 %26, %32, !dbg !57
  %34 = load ptr, ptr %4, align 8, !dbg !58
  %35 = load i32, ptr %5, align 4, !dbg !59
  %36 = sext i32 %35 to i64, !dbg !58
  %37 = getelementptr inbounds i32, ptr %34, i64 %36, !dbg !58
  store i32 %33, ptr %37, align 4, !dbg !60
  ret void, !dbg !61
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "struct_field_unset.cu", directory: ".")
!2 = !{ptr @init_particles, !"kernel", i32 1}
!3 = !{ptr @momentum, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "init_particles", scope: !1, file: !1, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!15 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!16 = distinct !DILocation(line: 11, column: 11, scope: !10)
!17 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 11, column: 24, scope: !10)
!20 = !DILocation(line: 11, column: 22, scope: !10)
!21 = !DILocation(line: 57, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 57, type: !11, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!23 = distinct !DILocation(line: 11, column: 37, scope: !10)
!24 = !DILocation(line: 11, column: 35, scope: !10)
!25 = !DILocation(line: 11, column: 7, scope: !10)
!26 = !DILocation(line: 12, column: 15, scope: !10)
!27 = !DILocation(line: 12, column: 18, scope: !10)
!28 = !DILocation(line: 12, column: 3, scope: !10)
!29 = !DILocation(line: 12, column: 6, scope: !10)
!30 = !DILocation(line: 12, column: 9, scope: !10)
!31 = !DILocation(line: 12, column: 13, scope: !10)
!32 = !DILocation(line: 13, column: 3, scope: !10)
!33 = !DILocation(line: 13, column: 6, scope: !10)
!34 = !DILocation(line: 13, column: 9, scope: !10)
!35 = !DILocation(line: 13, column: 13, scope: !10)
!36 = !DILocation(line: 17, column: 1, scope: !10)
!37 = distinct !DISubprogram(name: "momentum", scope: !1, file: !1, line: 18, type: !11, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!38 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !39)
!39 = distinct !DILocation(line: 19, column: 11, scope: !37)
!40 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !41)
!41 = distinct !DILocation(line: 19, column: 24, scope: !37)
!42 = !DILocation(line: 19, column: 22, scope: !37)
!43 = !DILocation(line: 57, column: 1, scope: !22, inlinedAt: !44)
!44 = distinct !DILocation(line: 19, column: 37, scope: !37)
!45 = !DILocation(line: 19, column: 35, scope: !37)
!46 = !DILocation(line: 19, column: 7, scope: !37)
!47 = !DILocation(line: 20, column: 12, scope: !37)
!48 = !DILocation(line: 20, column: 15, scope: !37)
!49 = !DILocation(line: 20, column: 18, scope: !37)
!50 = !DILocation(line: 20, column: 25, scope: !37)
!51 = !DILocation(line: 20, column: 28, scope: !37)
!52 = !DILocation(line: 20, column: 31, scope: !37)
!53 = !DILocation(line: 20, column: 23, scope: !37)
!54 = !DILocation(line: 20, column: 37, scope: !37)
!55 = !DILocation(line: 20, column: 40, scope: !37)
!56 = !DILocation(line: 20, column: 43, scope: !37)
!57 = !DILocation(line: 20, column: 35, scope: !37)
!58 = !DILocation(line: 20, column: 3, scope: !37)
!59 = !DILocation(line: 20, column: 7, scope: !37)
!60 = !DILocation(line: 20, column: 10, scope: !37)
!61 = !DILocation(line: 21, column: 1, scope: !37)
