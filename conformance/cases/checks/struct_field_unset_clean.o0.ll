; ModuleID = 'struct_field_unset.cu'
source_filename = "struct_field_unset.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaBlockIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }
%struct.CudaThreadIdx = type { i8 }
%struct.Particle = type { i32, i8, i32, i32 }

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
  store i8 112, ptr %28, align 4, !dbg !35
  %29 = load ptr, ptr %3, align 8, !dbg !36
  %30 = load i32, ptr %5, align 4, !dbg !37
  %31 = sext i32 %30 to i64, !dbg !36
  %32 = getelementptr inbounds %struct.Particle, ptr %29, i64 %31, !dbg !36
  %33 = getelementptr inbounds %struct.Particle, ptr %32, i32 0, i32 2, !dbg !38
  store i32 1, ptr %33, align 4, !dbg !39
  %34 = load ptr, ptr %3, align 8, !dbg !40
  %35 = load i32, ptr %5, align 4, !dbg !41
  %36 = sext i32 %35 to i64, !dbg !40
  %37 = getelementptr inbounds %struct.Particle, ptr %34, i64 %36, !dbg !40
  %38 = getelementptr inbounds %struct.Particle, ptr %37, i32 0, i32 3, !dbg !42
  store i32 2, ptr %38, align 4, !dbg !43
  ret void, !dbg !44
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @momentum(ptr noundef %0, ptr noundef %1) #0 !dbg !45 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaBlockIdx, align 1
  %7 = alloca %struct.CudaBlockDim, align 1
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca %struct.Particle, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !46
  %11 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !48
  %12 = mul i32 %10, %11, !dbg !50
  %13 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !51
  %14 = add i32 %12, %13, !dbg !53
  store i32 %14, ptr %5, align 4, !dbg !54
  %15 = load ptr, ptr %3, align 8, !dbg !55
  %16 = load i32, ptr %5, align 4, !dbg !56
  %17 = sext i32 %16 to i64, !dbg !55
  %18 = getelementptr inbounds %struct.Particle, ptr %15, i64 %17, !dbg !55
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %18, i64 16, i1 false), !dbg !55
  %19 = getelementptr inbounds %struct.Particle, ptr %9, i32 0, i32 3, !dbg !57
  %20 = load i32, ptr %19, align 4, !dbg !57
  %21 = getelementptr inbounds %struct.Particle, ptr %9, i32 0, i32 2, !dbg !58
  %22 = load i32, ptr %21, align 4, !dbg !58
  %23 = mul nsw i32 %20, %22, !dbg !59
  %24 = getelementptr inbounds %struct.Particle, ptr %9, i32 0, i32 0, !dbg !60
  %25 = load i32, ptr %24, align 4, !dbg !60
  %26 = add nsw i32 %23, %25, !dbg !61
  %27 = getelementptr inbounds %struct.Particle, ptr %9, i32 0, i32 1, !dbg !62
  %28 = load i8, ptr %27, align 4, !dbg !62
  %29 = sext i8 %28 to i32, !dbg !63
  %30 = icmp eq i32 %29, 112, !dbg !64
  %31 = zext i1 %30 to i32, !dbg !65
  %32 = add nsw i32 %26, %31, !dbg !66
  %33 = load ptr, ptr %4, align 8, !dbg !67
  %34 = load i32, ptr %5, align 4, !dbg !68
  %35 = sext i32 %34 to i64, !dbg !67
  %36 = getelementptr inbounds i32, ptr %33, i64 %35, !dbg !67
  store i32 %32, ptr %36, align 4, !dbg !69
  ret void, !dbg !70
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = distinct !DISubprogram(name: "init_particles", scope: !1, file: !1, line: 12, type: !11, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 58, type: !11, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!15 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!16 = distinct !DILocation(line: 13, column: 11, scope: !10)
!17 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 13, column: 24, scope: !10)
!20 = !DILocation(line: 13, column: 22, scope: !10)
!21 = !DILocation(line: 57, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 57, type: !11, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!23 = distinct !DILocation(line: 13, column: 37, scope: !10)
!24 = !DILocation(line: 13, column: 35, scope: !10)
!25 = !DILocation(line: 13, column: 7, scope: !10)
!26 = !DILocation(line: 14, column: 15, scope: !10)
!27 = !DILocation(line: 14, column: 18, scope: !10)
!28 = !DILocation(line: 14, column: 3, scope: !10)
!29 = !DILocation(line: 14, column: 6, scope: !10)
!30 = !DILocation(line: 14, column: 9, scope: !10)
!31 = !DILocation(line: 14, column: 13, scope: !10)
!32 = !DILocation(line: 15, column: 3, scope: !10)
!33 = !DILocation(line: 15, column: 6, scope: !10)
!34 = !DILocation(line: 15, column: 9, scope: !10)
!35 = !DILocation(line: 15, column: 14, scope: !10)
!36 = !DILocation(line: 16, column: 3, scope: !10)
!37 = !DILocation(line: 16, column: 6, scope: !10)
!38 = !DILocation(line: 16, column: 9, scope: !10)
!39 = !DILocation(line: 16, column: 13, scope: !10)
!40 = !DILocation(line: 18, column: 3, scope: !10)
!41 = !DILocation(line: 18, column: 6, scope: !10)
!42 = !DILocation(line: 18, column: 9, scope: !10)
!43 = !DILocation(line: 18, column: 14, scope: !10)
!44 = !DILocation(line: 20, column: 1, scope: !10)
!45 = distinct !DISubprogram(name: "momentum", scope: !1, file: !1, line: 21, type: !11, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!46 = !DILocation(line: 58, column: 1, scope: !14, inlinedAt: !47)
!47 = distinct !DILocation(line: 22, column: 11, scope: !45)
!48 = !DILocation(line: 59, column: 1, scope: !18, inlinedAt: !49)
!49 = distinct !DILocation(line: 22, column: 24, scope: !45)
!50 = !DILocation(line: 22, column: 22, scope: !45)
!51 = !DILocation(line: 57, column: 1, scope: !22, inlinedAt: !52)
!52 = distinct !DILocation(line: 22, column: 37, scope: !45)
!53 = !DILocation(line: 22, column: 35, scope: !45)
!54 = !DILocation(line: 22, column: 7, scope: !45)
!55 = !DILocation(line: 23, column: 16, scope: !45)
!56 = !DILocation(line: 23, column: 19, scope: !45)
!57 = !DILocation(line: 24, column: 14, scope: !45)
!58 = !DILocation(line: 24, column: 23, scope: !45)
!59 = !DILocation(line: 24, column: 19, scope: !45)
!60 = !DILocation(line: 24, column: 31, scope: !45)
!61 = !DILocation(line: 24, column: 27, scope: !45)
!62 = !DILocation(line: 24, column: 40, scope: !45)
!63 = !DILocation(line: 24, column: 38, scope: !45)
!64 = !DILocation(line: 24, column: 45, scope: !45)
!65 = !DILocation(line: 24, column: 37, scope: !45)
!66 = !DILocation(line: 24, column: 35, scope: !45)
!67 = !DILocation(line: 24, column: 3, scope: !45)
!68 = !DILocation(line: 24, column: 7, scope: !45)
!69 = !DILocation(line: 24, column: 10, scope: !45)
!70 = !DILocation(line: 25, column: 1, scope: !45)
