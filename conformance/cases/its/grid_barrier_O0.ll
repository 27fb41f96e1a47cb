; ModuleID = 'grid_barrier.cu'
source_filename = "grid_barrier.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaBlockIdx = type { i8 }
%struct.CudaThreadIdx = type { i8 }
%struct.CudaGridDim = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @grid_barrier(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.CudaBlockIdx, align 1
  %13 = alloca i32, align 4
  %14 = alloca %struct.CudaThreadIdx, align 1
  %15 = alloca i32, align 4
  %16 = alloca %struct.CudaGridDim, align 1
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  %19 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  store i32 %19, ptr %11, align 4, !dbg !16
  %20 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !17
  store i32 %20, ptr %13, align 4, !dbg !20
  %21 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !21
  store i32 %21, ptr %15, align 4, !dbg !24
  %22 = load ptr, ptr %7, align 8, !dbg !25
  %23 = load i32, ptr %11, align 4, !dbg !26
  %24 = mul i32 %23, 64, !dbg !27
  %25 = load i32, ptr %13, align 4, !dbg !28
  %26 = add i32 %24, %25, !dbg !29
  %27 = zext i32 %26 to i64, !dbg !25
  %28 = getelementptr inbounds i32, ptr %22, i64 %27, !dbg !25
  %29 = load i32, ptr %28, align 4, !dbg !25
  %30 = mul nsw i32 %29, 3, !dbg !30
  %31 = load i32, ptr %11, align 4, !dbg !31
  %32 = add nsw i32 %30, %31, !dbg !32
  %33 = load ptr, ptr %8, align 8, !dbg !33
  %34 = load i32, ptr %11, align 4, !dbg !34
  %35 = mul i32 %34, 64, !dbg !35
  %36 = load i32, ptr %13, align 4, !dbg !36
  %37 = add i32 %35, %36, !dbg !37
  %38 = zext i32 %37 to i64, !dbg !33
  %39 = getelementptr inbounds i32, ptr %33, i64 %38, !dbg !33
  store i32 %32, ptr %39, align 4, !dbg !38
  call void @llvm.nvvm.barrier0(), !dbg !39
  %40 = load i32, ptr %13, align 4, !dbg !40
  %41 = icmp eq i32 %40, 0, !dbg !41
  br i1 %41, label %42, label %55, !dbg !40

42:                                               ; preds = %4
  call void @llvm.nvvm.membar.gl(), !dbg !42
  %43 = load ptr, ptr %9, align 8, !dbg !45
  store ptr %43, ptr %5, align 8
  store i32 1, ptr %6, align 4
  %44 = load ptr, ptr %5, align 8, !dbg !46
  %45 = load i32, ptr %6, align 4, !dbg !49
  %46 = atomicrmw add ptr %44, i32 %45 seq_cst, align 4, !dbg !50
  %47 = load ptr, ptr %9, align 8, !dbg !51
  store ptr %47, ptr %17, align 8, !dbg !52
  br label %48, !dbg !53

48:                                               ; preds = %53, %42
  %49 = load ptr, ptr %17, align 8, !dbg !54
  %50 = load volatile i32, ptr %49, align 4, !dbg !55
  %51 = load i32, ptr %15, align 4, !dbg !56
  %52 = icmp ult i32 %50, %51, !dbg !57
  br i1 %52, label %53, label %54, !dbg !53

53:                                               ; preds = %48
  br label %48, !dbg !53, !llvm.loop !58

54:                                               ; preds = %48
  call void @llvm.nvvm.membar.gl(), !dbg !61
  br label %55, !dbg !63

55:                                               ; preds = %54, %4
  call void @llvm.nvvm.barrier0(), !dbg !64
  %56 = load i32, ptr %11, align 4, !dbg !65
  %57 = add i32 %56, 5, !dbg !66
  %58 = load i32, ptr %15, align 4, !dbg !67
  %59 = urem i32 %57, %58, !dbg !68
  store i32 %59, ptr %18, align 4, !dbg !69
  %60 = load ptr, ptr %8, align 8, !dbg !70
  %61 = load i32, ptr %18, align 4, !dbg !71
  %62 = mul i32 %61, 64, !dbg !72
  %63 = load i32, ptr %13, align 4, !dbg !73
  %64 = add i32 %62, %63, !dbg !74
  %65 = zext i32 %64 to i64, !dbg !70
  %66 = getelementptr inbounds i32, ptr %60, i64 %65, !dbg !70
  %67 = load i32, ptr %66, align 4, !dbg !70
  %68 = load ptr, ptr %10, align 8, !dbg !75
  %69 = load i32, ptr %11, align 4, !dbg !76
  %70 = mul i32 %69, 64, !dbg !77
  %71 = load i32, ptr %13, align 4, !dbg !78
  %72 = add i32 %70, %71, !dbg !79
  %73 = zext i32 %72 to i64, !dbg !75
  %74 = getelementptr inbounds i32, ptr %68, i64 %73, !dbg !75
  store i32 %67, ptr %74, align 4, !dbg !80
  ret void, !dbg !81
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "grid_barrier.cu", directory: ".")
!2 = !{ptr @grid_barrier, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "grid_barrier", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 58, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 13, column: 16, scope: !9)
!16 = !DILocation(line: 13, column: 12, scope: !9)
!17 = !DILocation(line: 57, column: 1, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = distinct !DILocation(line: 13, column: 32, scope: !9)
!20 = !DILocation(line: 13, column: 28, scope: !9)
!21 = !DILocation(line: 60, column: 1, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 60, type: !10, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!23 = distinct !DILocation(line: 13, column: 49, scope: !9)
!24 = !DILocation(line: 13, column: 45, scope: !9)
!25 = !DILocation(line: 14, column: 23, scope: !9)
!26 = !DILocation(line: 14, column: 26, scope: !9)
!27 = !DILocation(line: 14, column: 28, scope: !9)
!28 = !DILocation(line: 14, column: 35, scope: !9)
!29 = !DILocation(line: 14, column: 33, scope: !9)
!30 = !DILocation(line: 14, column: 38, scope: !9)
!31 = !DILocation(line: 14, column: 49, scope: !9)
!32 = !DILocation(line: 14, column: 42, scope: !9)
!33 = !DILocation(line: 14, column: 3, scope: !9)
!34 = !DILocation(line: 14, column: 9, scope: !9)
!35 = !DILocation(line: 14, column: 11, scope: !9)
!36 = !DILocation(line: 14, column: 18, scope: !9)
!37 = !DILocation(line: 14, column: 16, scope: !9)
!38 = !DILocation(line: 14, column: 21, scope: !9)
!39 = !DILocation(line: 15, column: 3, scope: !9)
!40 = !DILocation(line: 16, column: 7, scope: !9)
!41 = !DILocation(line: 16, column: 9, scope: !9)
!42 = !DILocation(line: 78, column: 32, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "__threadfence", scope: !14, file: !14, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!44 = distinct !DILocation(line: 17, column: 5, scope: !9)
!45 = !DILocation(line: 18, column: 15, scope: !9)
!46 = !DILocation(line: 123, column: 91, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "atomicAdd", scope: !14, file: !14, line: 123, type: !10, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!48 = distinct !DILocation(line: 18, column: 5, scope: !9)
!49 = !DILocation(line: 123, column: 99, scope: !47, inlinedAt: !48)
!50 = !DILocation(line: 123, column: 62, scope: !47, inlinedAt: !48)
!51 = !DILocation(line: 19, column: 28, scope: !9)
!52 = !DILocation(line: 19, column: 24, scope: !9)
!53 = !DILocation(line: 20, column: 5, scope: !9)
!54 = !DILocation(line: 20, column: 13, scope: !9)
!55 = !DILocation(line: 20, column: 12, scope: !9)
!56 = !DILocation(line: 20, column: 17, scope: !9)
!57 = !DILocation(line: 20, column: 15, scope: !9)
!58 = distinct !{!58, !53, !59, !60}
!59 = !DILocation(line: 21, column: 5, scope: !9)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 78, column: 32, scope: !43, inlinedAt: !62)
!62 = distinct !DILocation(line: 22, column: 5, scope: !9)
!63 = !DILocation(line: 23, column: 3, scope: !9)
!64 = !DILocation(line: 24, column: 3, scope: !9)
!65 = !DILocation(line: 25, column: 20, scope: !9)
!66 = !DILocation(line: 25, column: 22, scope: !9)
!67 = !DILocation(line: 25, column: 29, scope: !9)
!68 = !DILocation(line: 25, column: 27, scope: !9)
!69 = !DILocation(line: 25, column: 12, scope: !9)
!70 = !DILocation(line: 26, column: 21, scope: !9)
!71 = !DILocation(line: 26, column: 27, scope: !9)
!72 = !DILocation(line: 26, column: 32, scope: !9)
!73 = !DILocation(line: 26, column: 39, scope: !9)
!74 = !DILocation(line: 26, column: 37, scope: !9)
!75 = !DILocation(line: 26, column: 3, scope: !9)
!76 = !DILocation(line: 26, column: 7, scope: !9)
!77 = !DILocation(line: 26, column: 9, scope: !9)
!78 = !DILocation(line: 26, column: 16, scope: !9)
!79 = !DILocation(line: 26, column: 14, scope: !9)
!80 = !DILocation(line: 26, column: 19, scope: !9)
!81 = !DILocation(line: 27, column: 1, scope: !9)
