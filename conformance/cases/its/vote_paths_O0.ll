; ModuleID = 'vote_paths.cu'
source_filename = "vote_paths.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaBlockIdx = type { i8 }
%struct.CudaThreadIdx = type { i8 }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z11ballot_eveni(i32 noundef %0) #0 !dbg !9 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  %5 = load i32, ptr %4, align 4, !dbg !12
  %6 = icmp sgt i32 %5, 40, !dbg !13
  %7 = zext i1 %6 to i32, !dbg !12
  store i32 -1, ptr %2, align 4
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %2, align 4, !dbg !14
  %9 = load i32, ptr %3, align 4, !dbg !18
  %10 = icmp ne i32 %9, 0, !dbg !18
  %11 = call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %8, i1 %10), !dbg !19
  ret i32 %11, !dbg !20
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z10ballot_oddi(i32 noundef %0) #0 !dbg !21 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  %5 = load i32, ptr %4, align 4, !dbg !22
  %6 = srem i32 %5, 3, !dbg !23
  %7 = icmp eq i32 %6, 0, !dbg !24
  %8 = zext i1 %7 to i32, !dbg !22
  store i32 -1, ptr %2, align 4
  store i32 %8, ptr %3, align 4
  %9 = load i32, ptr %2, align 4, !dbg !25
  %10 = load i32, ptr %3, align 4, !dbg !27
  %11 = icmp ne i32 %10, 0, !dbg !27
  %12 = call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %9, i1 %11), !dbg !28
  ret i32 %12, !dbg !29
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z8all_eveni(i32 noundef %0) #0 !dbg !30 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  %5 = load i32, ptr %4, align 4, !dbg !31
  %6 = icmp sge i32 %5, 0, !dbg !32
  %7 = zext i1 %6 to i32, !dbg !31
  store i32 -1, ptr %2, align 4
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %2, align 4, !dbg !33
  %9 = load i32, ptr %3, align 4, !dbg !36
  %10 = icmp ne i32 %9, 0, !dbg !36
  %11 = call i1 @llvm.nvvm.vote.all.sync(i32 %8, i1 %10), !dbg !37
  %12 = zext i1 %11 to i32, !dbg !37
  ret i32 %12, !dbg !38
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z7all_oddi(i32 noundef %0) #0 !dbg !39 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  %5 = load i32, ptr %4, align 4, !dbg !40
  %6 = icmp slt i32 %5, 100, !dbg !41
  %7 = zext i1 %6 to i32, !dbg !40
  store i32 -1, ptr %2, align 4
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %2, align 4, !dbg !42
  %9 = load i32, ptr %3, align 4, !dbg !44
  %10 = icmp ne i32 %9, 0, !dbg !44
  %11 = call i1 @llvm.nvvm.vote.all.sync(i32 %8, i1 %10), !dbg !45
  %12 = zext i1 %11 to i32, !dbg !45
  ret i32 %12, !dbg !46
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @vote_paths(ptr noundef %0, ptr noundef %1, ptr noundef %2) #1 !dbg !47 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaBlockIdx, align 1
  %9 = alloca %struct.CudaThreadIdx, align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %14 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !48
  %15 = mul i32 %14, 32, !dbg !51
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !52
  %17 = add i32 %15, %16, !dbg !55
  store i32 %17, ptr %7, align 4, !dbg !56
  %18 = load ptr, ptr %4, align 8, !dbg !57
  %19 = load i32, ptr %7, align 4, !dbg !58
  %20 = zext i32 %19 to i64, !dbg !57
  %21 = getelementptr inbounds i32, ptr %18, i64 %20, !dbg !57
  %22 = load i32, ptr %21, align 4, !dbg !57
  store i32 %22, ptr %10, align 4, !dbg !59
  %23 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !60
  %24 = and i32 %23, 1, !dbg !62
  %25 = icmp ne i32 %24, 0, !dbg !63
  br i1 %25, label %26, label %31, !dbg !63

26:                                               ; preds = %3
  %27 = load i32, ptr %10, align 4, !dbg !64
  %28 = call noundef i32 @_Z10ballot_oddi(i32 noundef %27) #4, !dbg !65
  store i32 %28, ptr %11, align 4, !dbg !66
  %29 = load i32, ptr %10, align 4, !dbg !67
  %30 = call noundef i32 @_Z7all_oddi(i32 noundef %29) #4, !dbg !68
  store i32 %30, ptr %12, align 4, !dbg !69
  br label %36, !dbg !70

31:                                               ; preds = %3
  %32 = load i32, ptr %10, align 4, !dbg !71
  %33 = call noundef i32 @_Z11ballot_eveni(i32 noundef %32) #4, !dbg !72
  store i32 %33, ptr %11, align 4, !dbg !73
  %34 = load i32, ptr %10, align 4, !dbg !74
  %35 = call noundef i32 @_Z8all_eveni(i32 noundef %34) #4, !dbg !75
  store i32 %35, ptr %12, align 4, !dbg !76
  br label %36

36:                                               ; preds = %31, %26
  %37 = load i32, ptr %11, align 4, !dbg !77
  %38 = load ptr, ptr %5, align 8, !dbg !78
  %39 = load i32, ptr %7, align 4, !dbg !79
  %40 = zext i32 %39 to i64, !dbg !78
  %41 = getelementptr inbounds i32, ptr %38, i64 %40, !dbg !78
  store i32 %37, ptr %41, align 4, !dbg !80
  %42 = load i32, ptr %12, align 4, !dbg !81
  %43 = load ptr, ptr %6, align 8, !dbg !82
  %44 = load i32, ptr %7, align 4, !dbg !83
  %45 = zext i32 %44 to i64, !dbg !82
  %46 = getelementptr inbounds i32, ptr %43, i64 %45, !dbg !82
  store i32 %42, ptr %46, align 4, !dbg !84
  ret void, !dbg !85
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

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
!1 = !DIFile(filename: "vote_paths.cu", directory: ".")
!2 = !{ptr @vote_paths, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "ballot_even", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 8, column: 87, scope: !9)
!13 = !DILocation(line: 8, column: 89, scope: !9)
!14 = !DILocation(line: 82, column: 87, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__ballot_sync", scope: !16, file: !16, line: 82, type: !10, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!16 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!17 = distinct !DILocation(line: 8, column: 62, scope: !9)
!18 = !DILocation(line: 82, column: 93, scope: !15, inlinedAt: !17)
!19 = !DILocation(line: 82, column: 63, scope: !15, inlinedAt: !17)
!20 = !DILocation(line: 8, column: 55, scope: !9)
!21 = distinct !DISubprogram(name: "ballot_odd", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = !DILocation(line: 9, column: 86, scope: !21)
!23 = !DILocation(line: 9, column: 88, scope: !21)
!24 = !DILocation(line: 9, column: 92, scope: !21)
!25 = !DILocation(line: 82, column: 87, scope: !15, inlinedAt: !26)
!26 = distinct !DILocation(line: 9, column: 61, scope: !21)
!27 = !DILocation(line: 82, column: 93, scope: !15, inlinedAt: !26)
!28 = !DILocation(line: 82, column: 63, scope: !15, inlinedAt: !26)
!29 = !DILocation(line: 9, column: 54, scope: !21)
!30 = distinct !DISubprogram(name: "all_even", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!31 = !DILocation(line: 10, column: 76, scope: !30)
!32 = !DILocation(line: 10, column: 78, scope: !30)
!33 = !DILocation(line: 83, column: 76, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__all_sync", scope: !16, file: !16, line: 83, type: !10, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!35 = distinct !DILocation(line: 10, column: 54, scope: !30)
!36 = !DILocation(line: 83, column: 82, scope: !34, inlinedAt: !35)
!37 = !DILocation(line: 83, column: 55, scope: !34, inlinedAt: !35)
!38 = !DILocation(line: 10, column: 47, scope: !30)
!39 = distinct !DISubprogram(name: "all_odd", scope: !1, file: !1, line: 11, type: !10, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!40 = !DILocation(line: 11, column: 75, scope: !39)
!41 = !DILocation(line: 11, column: 77, scope: !39)
!42 = !DILocation(line: 83, column: 76, scope: !34, inlinedAt: !43)
!43 = distinct !DILocation(line: 11, column: 53, scope: !39)
!44 = !DILocation(line: 83, column: 82, scope: !34, inlinedAt: !43)
!45 = !DILocation(line: 83, column: 55, scope: !34, inlinedAt: !43)
!46 = !DILocation(line: 11, column: 46, scope: !39)
!47 = distinct !DISubprogram(name: "vote_paths", scope: !1, file: !1, line: 13, type: !10, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!48 = !DILocation(line: 58, column: 1, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "getX", scope: !16, file: !16, line: 58, type: !10, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!50 = distinct !DILocation(line: 14, column: 16, scope: !47)
!51 = !DILocation(line: 14, column: 27, scope: !47)
!52 = !DILocation(line: 57, column: 1, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "getX", scope: !16, file: !16, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!54 = distinct !DILocation(line: 14, column: 34, scope: !47)
!55 = !DILocation(line: 14, column: 32, scope: !47)
!56 = !DILocation(line: 14, column: 12, scope: !47)
!57 = !DILocation(line: 15, column: 11, scope: !47)
!58 = !DILocation(line: 15, column: 14, scope: !47)
!59 = !DILocation(line: 15, column: 7, scope: !47)
!60 = !DILocation(line: 57, column: 1, scope: !53, inlinedAt: !61)
!61 = distinct !DILocation(line: 18, column: 7, scope: !47)
!62 = !DILocation(line: 18, column: 19, scope: !47)
!63 = !DILocation(line: 18, column: 7, scope: !47)
!64 = !DILocation(line: 19, column: 20, scope: !47)
!65 = !DILocation(line: 19, column: 9, scope: !47)
!66 = !DILocation(line: 19, column: 7, scope: !47)
!67 = !DILocation(line: 20, column: 17, scope: !47)
!68 = !DILocation(line: 20, column: 9, scope: !47)
!69 = !DILocation(line: 20, column: 7, scope: !47)
!70 = !DILocation(line: 21, column: 3, scope: !47)
!71 = !DILocation(line: 22, column: 21, scope: !47)
!72 = !DILocation(line: 22, column: 9, scope: !47)
!73 = !DILocation(line: 22, column: 7, scope: !47)
!74 = !DILocation(line: 23, column: 18, scope: !47)
!75 = !DILocation(line: 23, column: 9, scope: !47)
!76 = !DILocation(line: 23, column: 7, scope: !47)
!77 = !DILocation(line: 25, column: 16, scope: !47)
!78 = !DILocation(line: 25, column: 3, scope: !47)
!79 = !DILocation(line: 25, column: 11, scope: !47)
!80 = !DILocation(line: 25, column: 14, scope: !47)
!81 = !DILocation(line: 26, column: 13, scope: !47)
!82 = !DILocation(line: 26, column: 3, scope: !47)
!83 = !DILocation(line: 26, column: 8, scope: !47)
!84 = !DILocation(line: 26, column: 11, scope: !47)
!85 = !DILocation(line: 27, column: 1, scope: !47)
