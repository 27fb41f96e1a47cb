; ModuleID = 'race_volatile_flag.cu'
source_filename = "race_volatile_flag.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ7handoffE4data = internal addrspace(3) global i32 undef, align 4
@_ZZ7handoffE4flag = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @handoff(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store ptr addrspacecast (ptr addrspace(3) @_ZZ7handoffE4flag to ptr), ptr %5, align 8, !dbg !12
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  store i32 %8, ptr %6, align 4, !dbg !17
  %9 = load i32, ptr %6, align 4, !dbg !18
  %10 = icmp eq i32 %9, 1, !dbg !19
  br i1 %10, label %11, label %13, !dbg !18

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !20
  store volatile i32 0, ptr %12, align 4, !dbg !21
  br label %13, !dbg !22

13:                                               ; preds = %11, %2
  call void @llvm.nvvm.barrier0(), !dbg !23
  %14 = load i32, ptr %6, align 4, !dbg !24
  %15 = icmp eq i32 %14, 0, !dbg !25
  br i1 %15, label %16, label %22, !dbg !24

16:                                               ; preds = %13
  %17 = load ptr, ptr %3, align 8, !dbg !26
  %18 = getelementptr inbounds i32, ptr %17, i64 0, !dbg !26
  %19 = load i32, ptr %18, align 4, !dbg !26
  %20 = add nsw i32 %19, 5, !dbg !27
  store i32 %20, ptr addrspacecast (ptr addrspace(3) @_ZZ7handoffE4data to ptr), align 4, !dbg !28
  %21 = load ptr, ptr %5, align 8, !dbg !29
  store volatile i32 1, ptr %21, align 4, !dbg !30
  br label %22, !dbg !31

22:                                               ; preds = %16, %13
  %23 = load i32, ptr %6, align 4, !dbg !32
  %24 = icmp eq i32 %23, 1, !dbg !33
  br i1 %24, label %25, label %35, !dbg !32

25:                                               ; preds = %22
  br label %26, !dbg !34

26:                                               ; preds = %30, %25
  %27 = load ptr, ptr %5, align 8, !dbg !35
  %28 = load volatile i32, ptr %27, align 4, !dbg !36
  %29 = icmp eq i32 %28, 0, !dbg !37
  br i1 %29, label %30, label %31, !dbg !34

30:                                               ; preds = %26
  br label %26, !dbg !34, !llvm.loop !38

31:                                               ; preds = %26
  %32 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7handoffE4data to ptr), align 4, !dbg !41
  %33 = load ptr, ptr %4, align 8, !dbg !42
  %34 = getelementptr inbounds i32, ptr %33, i64 0, !dbg !42
  store i32 %32, ptr %34, align 4, !dbg !43
  br label %35, !dbg !44

35:                                               ; preds = %31, %22
  ret void, !dbg !45
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race_volatile_flag.cu", directory: ".")
!2 = !{ptr @handoff, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "handoff", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 10, column: 17, scope: !9)
!13 = !DILocation(line: 57, column: 1, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "getX", scope: !15, file: !15, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!15 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!16 = distinct !DILocation(line: 11, column: 14, scope: !9)
!17 = !DILocation(line: 11, column: 7, scope: !9)
!18 = !DILocation(line: 12, column: 7, scope: !9)
!19 = !DILocation(line: 12, column: 12, scope: !9)
!20 = !DILocation(line: 13, column: 6, scope: !9)
!21 = !DILocation(line: 13, column: 12, scope: !9)
!22 = !DILocation(line: 13, column: 5, scope: !9)
!23 = !DILocation(line: 14, column: 3, scope: !9)
!24 = !DILocation(line: 15, column: 7, scope: !9)
!25 = !DILocation(line: 15, column: 12, scope: !9)
!26 = !DILocation(line: 16, column: 12, scope: !9)
!27 = !DILocation(line: 16, column: 18, scope: !9)
!28 = !DILocation(line: 16, column: 10, scope: !9)
!29 = !DILocation(line: 17, column: 6, scope: !9)
!30 = !DILocation(line: 17, column: 12, scope: !9)
!31 = !DILocation(line: 18, column: 3, scope: !9)
!32 = !DILocation(line: 22, column: 7, scope: !9)
!33 = !DILocation(line: 22, column: 12, scope: !9)
!34 = !DILocation(line: 23, column: 5, scope: !9)
!35 = !DILocation(line: 23, column: 13, scope: !9)
!36 = !DILocation(line: 23, column: 12, scope: !9)
!37 = !DILocation(line: 23, column: 19, scope: !9)
!38 = distinct !{!38, !34, !39, !40}
!39 = !DILocation(line: 24, column: 7, scope: !9)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 25, column: 14, scope: !9)
!42 = !DILocation(line: 25, column: 5, scope: !9)
!43 = !DILocation(line: 25, column: 12, scope: !9)
!44 = !DILocation(line: 26, column: 3, scope: !9)
!45 = !DILocation(line: 27, column: 1, scope: !9)
