; ModuleID = 'message_passing.cu'
source_filename = "message_passing.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }
%struct.CudaBlockIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @message_passing(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !9 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca %struct.CudaThreadIdx, align 1
  %17 = alloca %struct.CudaBlockIdx, align 1
  %18 = alloca %struct.CudaBlockIdx, align 1
  store ptr %0, ptr %9, align 8
  store ptr %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  store i32 1, ptr %13, align 4, !dbg !12
  store i32 0, ptr %14, align 4, !dbg !13
  %19 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  store i32 %19, ptr %15, align 4, !dbg !18
  %20 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %21 = icmp eq i32 %20, 0, !dbg !22
  br i1 %21, label %22, label %42, !dbg !23

22:                                               ; preds = %4
  %23 = load ptr, ptr %9, align 8, !dbg !24
  %24 = load i32, ptr %15, align 4, !dbg !25
  %25 = zext i32 %24 to i64, !dbg !24
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !24
  %27 = load i32, ptr %26, align 4, !dbg !24
  %28 = mul nsw i32 5, %27, !dbg !26
  %29 = sub nsw i32 %28, 3, !dbg !27
  %30 = load ptr, ptr %10, align 8, !dbg !28
  %31 = load i32, ptr %15, align 4, !dbg !29
  %32 = zext i32 %31 to i64, !dbg !28
  %33 = getelementptr inbounds i32, ptr %30, i64 %32, !dbg !28
  store i32 %29, ptr %33, align 4, !dbg !30
  call void @llvm.nvvm.membar.gl(), !dbg !31
  call void @llvm.nvvm.barrier0(), !dbg !34
  %34 = load i32, ptr %15, align 4, !dbg !35
  %35 = icmp eq i32 %34, 0, !dbg !36
  br i1 %35, label %36, label %41, !dbg !35

36:                                               ; preds = %22
  call void @llvm.nvvm.membar.gl(), !dbg !37
  %37 = load ptr, ptr %11, align 8, !dbg !39
  store ptr %37, ptr %7, align 8
  store i32 1, ptr %8, align 4
  %38 = load ptr, ptr %7, align 8, !dbg !40
  %39 = load i32, ptr %8, align 4, !dbg !43
  %40 = atomicrmw xchg ptr %38, i32 %39 seq_cst, align 4, !dbg !44
  br label %41, !dbg !45

41:                                               ; preds = %36, %22
  br label %69, !dbg !46

42:                                               ; preds = %4
  %43 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !47
  %44 = icmp eq i32 %43, 1, !dbg !49
  br i1 %44, label %45, label %68, !dbg !50

45:                                               ; preds = %42
  %46 = load i32, ptr %15, align 4, !dbg !51
  %47 = icmp eq i32 %46, 0, !dbg !52
  br i1 %47, label %48, label %57, !dbg !51

48:                                               ; preds = %45
  br label %49, !dbg !53

49:                                               ; preds = %55, %48
  %50 = load ptr, ptr %11, align 8, !dbg !54
  store ptr %50, ptr %5, align 8
  store i32 0, ptr %6, align 4
  %51 = load ptr, ptr %5, align 8, !dbg !55
  %52 = load i32, ptr %6, align 4, !dbg !58
  %53 = atomicrmw add ptr %51, i32 %52 seq_cst, align 4, !dbg !59
  %54 = icmp eq i32 %53, 0, !dbg !60
  br i1 %54, label %55, label %56, !dbg !53

55:                                               ; preds = %49
  br label %49, !dbg !53, !llvm.loop !61

56:                                               ; preds = %49
  call void @llvm.nvvm.membar.gl(), !dbg !64
  br label %57, !dbg !66

57:                                               ; preds = %56, %45
  call void @llvm.nvvm.barrier0(), !dbg !67
  call void @llvm.nvvm.membar.gl(), !dbg !68
  %58 = load ptr, ptr %10, align 8, !dbg !70
  %59 = load i32, ptr %15, align 4, !dbg !71
  %60 = sub i32 63, %59, !dbg !72
  %61 = zext i32 %60 to i64, !dbg !70
  %62 = getelementptr inbounds i32, ptr %58, i64 %61, !dbg !70
  %63 = load i32, ptr %62, align 4, !dbg !70
  %64 = load ptr, ptr %12, align 8, !dbg !73
  %65 = load i32, ptr %15, align 4, !dbg !74
  %66 = zext i32 %65 to i64, !dbg !73
  %67 = getelementptr inbounds i32, ptr %64, i64 %66, !dbg !73
  store i32 %63, ptr %67, align 4, !dbg !75
  br label %68, !dbg !76

68:                                               ; preds = %57, %42
  br label %69

69:                                               ; preds = %68, %41
  ret void, !dbg !77
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!1 = !DIFile(filename: "message_passing.cu", directory: ".")
!2 = !{ptr @message_passing, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "message_passing", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 13, column: 18, scope: !9)
!13 = !DILocation(line: 13, column: 30, scope: !9)
!14 = !DILocation(line: 57, column: 1, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "getX", scope: !16, file: !16, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!16 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!17 = distinct !DILocation(line: 14, column: 16, scope: !9)
!18 = !DILocation(line: 14, column: 12, scope: !9)
!19 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "getX", scope: !16, file: !16, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!21 = distinct !DILocation(line: 15, column: 7, scope: !9)
!22 = !DILocation(line: 15, column: 18, scope: !9)
!23 = !DILocation(line: 15, column: 7, scope: !9)
!24 = !DILocation(line: 16, column: 19, scope: !9)
!25 = !DILocation(line: 16, column: 22, scope: !9)
!26 = !DILocation(line: 16, column: 17, scope: !9)
!27 = !DILocation(line: 16, column: 25, scope: !9)
!28 = !DILocation(line: 16, column: 5, scope: !9)
!29 = !DILocation(line: 16, column: 10, scope: !9)
!30 = !DILocation(line: 16, column: 13, scope: !9)
!31 = !DILocation(line: 78, column: 32, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__threadfence", scope: !16, file: !16, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!33 = distinct !DILocation(line: 17, column: 5, scope: !9)
!34 = !DILocation(line: 18, column: 5, scope: !9)
!35 = !DILocation(line: 19, column: 9, scope: !9)
!36 = !DILocation(line: 19, column: 11, scope: !9)
!37 = !DILocation(line: 78, column: 32, scope: !32, inlinedAt: !38)
!38 = distinct !DILocation(line: 20, column: 7, scope: !9)
!39 = !DILocation(line: 21, column: 18, scope: !9)
!40 = !DILocation(line: 147, column: 71, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "atomicExch", scope: !16, file: !16, line: 147, type: !10, scopeLine: 147, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!42 = distinct !DILocation(line: 21, column: 7, scope: !9)
!43 = !DILocation(line: 147, column: 74, scope: !41, inlinedAt: !42)
!44 = !DILocation(line: 147, column: 48, scope: !41, inlinedAt: !42)
!45 = !DILocation(line: 22, column: 5, scope: !9)
!46 = !DILocation(line: 23, column: 3, scope: !9)
!47 = !DILocation(line: 58, column: 1, scope: !20, inlinedAt: !48)
!48 = distinct !DILocation(line: 23, column: 14, scope: !9)
!49 = !DILocation(line: 23, column: 25, scope: !9)
!50 = !DILocation(line: 23, column: 14, scope: !9)
!51 = !DILocation(line: 24, column: 9, scope: !9)
!52 = !DILocation(line: 24, column: 11, scope: !9)
!53 = !DILocation(line: 25, column: 7, scope: !9)
!54 = !DILocation(line: 25, column: 24, scope: !9)
!55 = !DILocation(line: 122, column: 69, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "atomicAdd", scope: !16, file: !16, line: 122, type: !10, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!57 = distinct !DILocation(line: 25, column: 14, scope: !9)
!58 = !DILocation(line: 122, column: 72, scope: !56, inlinedAt: !57)
!59 = !DILocation(line: 122, column: 47, scope: !56, inlinedAt: !57)
!60 = !DILocation(line: 25, column: 33, scope: !9)
!61 = distinct !{!61, !53, !62, !63}
!62 = !DILocation(line: 26, column: 7, scope: !9)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 78, column: 32, scope: !32, inlinedAt: !65)
!65 = distinct !DILocation(line: 27, column: 7, scope: !9)
!66 = !DILocation(line: 28, column: 5, scope: !9)
!67 = !DILocation(line: 29, column: 5, scope: !9)
!68 = !DILocation(line: 78, column: 32, scope: !32, inlinedAt: !69)
!69 = distinct !DILocation(line: 30, column: 5, scope: !9)
!70 = !DILocation(line: 31, column: 14, scope: !9)
!71 = !DILocation(line: 31, column: 24, scope: !9)
!72 = !DILocation(line: 31, column: 22, scope: !9)
!73 = !DILocation(line: 31, column: 5, scope: !9)
!74 = !DILocation(line: 31, column: 9, scope: !9)
!75 = !DILocation(line: 31, column: 12, scope: !9)
!76 = !DILocation(line: 32, column: 3, scope: !9)
!77 = !DILocation(line: 33, column: 1, scope: !9)
