; ModuleID = 'race_volatile_flag.cu'
source_filename = "race_volatile_flag.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ7handoffE4data = internal addrspace(3) global i32 undef, align 4
@_ZZ7handoffE4flag = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @handoff(ptr noundef %0, ptr noundef %1) #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr addrspacecast (ptr addrspace(3) @_ZZ7handoffE4flag to ptr), ptr %6, align 8, !dbg !12
  %9 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  store i32 %9, ptr %7, align 4, !dbg !17
  %10 = load i32, ptr %7, align 4, !dbg !18
  %11 = icmp eq i32 %10, 1, !dbg !19
  br i1 %11, label %12, label %14, !dbg !18

12:                                               ; preds = %2
  %13 = load ptr, ptr %6, align 8, !dbg !20
  store volatile i32 0, ptr %13, align 4, !dbg !21
  br label %14, !dbg !22

14:                                               ; preds = %12, %2
  call void @llvm.nvvm.barrier0(), !dbg !23
  %15 = load i32, ptr %7, align 4, !dbg !24
  %16 = icmp eq i32 %15, 0, !dbg !25
  br i1 %16, label %17, label %23, !dbg !24

17:                                               ; preds = %14
  %18 = load ptr, ptr %4, align 8, !dbg !26
  %19 = getelementptr inbounds i32, ptr %18, i64 0, !dbg !26
  %20 = load i32, ptr %19, align 4, !dbg !26
  %21 = add nsw i32 %20, 5, !dbg !27
  store i32 %21, ptr addrspacecast (ptr addrspace(3) @_ZZ7handoffE4data to ptr), align 4, !dbg !28
  %22 = load ptr, ptr %6, align 8, !dbg !29
  store volatile i32 1, ptr %22, align 4, !dbg !30
  br label %23, !dbg !31

23:                                               ; preds = %17, %14
  store i32 -1, ptr %3, align 4
  %24 = load i32, ptr %3, align 4, !dbg !32
  call void @llvm.nvvm.bar.warp.sync(i32 %24), !dbg !35
  %25 = load i32, ptr %7, align 4, !dbg !36
  %26 = icmp eq i32 %25, 1, !dbg !37
  br i1 %26, label %27, label %37, !dbg !36

27:                                               ; preds = %23
  br label %28, !dbg !38

28:                                               ; preds = %32, %27
  %29 = load ptr, ptr %6, align 8, !dbg !39
  %30 = load volatile i32, ptr %29, align 4, !dbg !40
  %31 = icmp eq i32 %30, 0, !dbg !41
  br i1 %31, label %32, label %33, !dbg !38

32:                                               ; preds = %28
  br label %28, !dbg !38, !llvm.loop !42

33:                                               ; preds = %28
  %34 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7handoffE4data to ptr), align 4, !dbg !45
  %35 = load ptr, ptr %5, align 8, !dbg !46
  %36 = getelementptr inbounds i32, ptr %35, i64 0, !dbg !46
  store i32 %34, ptr %36, align 4, !dbg !47
  br label %37, !dbg !48

37:                                               ; preds = %33, %23
  ret void, !dbg !49
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

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
!32 = !DILocation(line: 76, column: 77, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__syncwarp", scope: !15, file: !15, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0)
!34 = distinct !DILocation(line: 20, column: 3, scope: !9)
!35 = !DILocation(line: 76, column: 56, scope: !33, inlinedAt: !34)
!36 = !DILocation(line: 22, column: 7, scope: !9)
!37 = !DILocation(line: 22, column: 12, scope: !9)
!38 = !DILocation(line: 23, column: 5, scope: !9)
!39 = !DILocation(line: 23, column: 13, scope: !9)
!40 = !DILocation(line: 23, column: 12, scope: !9)
!41 = !DILocation(line: 23, column: 19, scope: !9)
!42 = distinct !{!42, !38, !43, !44}
!43 = !DILocation(line: 24, column: 7, scope: !9)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 25, column: 14, scope: !9)
!46 = !DILocation(line: 25, column: 5, scope: !9)
!47 = !DILocation(line: 25, column: 12, scope: !9)
!48 = !DILocation(line: 26, column: 3, scope: !9)
!49 = !DILocation(line: 27, column: 1, scope: !9)
