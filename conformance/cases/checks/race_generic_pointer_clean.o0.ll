; ModuleID = 'race_generic_pointer.cu'
source_filename = "race_generic_pointer.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ7reverseE1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z7load_atPKii(ptr noundef %0, i32 noundef %1) #0 !dbg !9 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8, !dbg !12
  %6 = load i32, ptr %4, align 4, !dbg !13
  %7 = sext i32 %6 to i64, !dbg !12
  %8 = getelementptr inbounds i32, ptr %5, i64 %7, !dbg !12
  %9 = load i32, ptr %8, align 4, !dbg !12
  ret i32 %9, !dbg !14
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local void @_Z8store_atPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !15 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4, !dbg !16
  %8 = load ptr, ptr %4, align 8, !dbg !17
  %9 = load i32, ptr %5, align 4, !dbg !18
  %10 = sext i32 %9 to i64, !dbg !17
  %11 = getelementptr inbounds i32, ptr %8, i64 %10, !dbg !17
  store i32 %7, ptr %11, align 4, !dbg !19
  ret void, !dbg !20
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @reverse(ptr noundef %0, ptr noundef %1) #1 !dbg !21 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.CudaThreadIdx, align 1
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !22
  store i32 %8, ptr %5, align 4, !dbg !26
  %9 = load i32, ptr %5, align 4, !dbg !27
  %10 = load ptr, ptr %3, align 8, !dbg !28
  %11 = load i32, ptr %5, align 4, !dbg !29
  %12 = sext i32 %11 to i64, !dbg !28
  %13 = getelementptr inbounds i32, ptr %10, i64 %12, !dbg !28
  %14 = load i32, ptr %13, align 4, !dbg !28
  call void @_Z8store_atPiii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ7reverseE1s to ptr), i32 noundef %9, i32 noundef %14) #4, !dbg !30
  call void @llvm.nvvm.barrier0(), !dbg !31
  %15 = load i32, ptr %5, align 4, !dbg !32
  %16 = sub nsw i32 63, %15, !dbg !33
  %17 = call noundef i32 @_Z7load_atPKii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ7reverseE1s to ptr), i32 noundef %16) #4, !dbg !34
  store i32 %17, ptr %7, align 4, !dbg !35
  call void @llvm.nvvm.barrier0(), !dbg !36
  %18 = load i32, ptr %5, align 4, !dbg !37
  %19 = load i32, ptr %7, align 4, !dbg !38
  call void @_Z8store_atPiii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ7reverseE1s to ptr), i32 noundef %18, i32 noundef %19) #4, !dbg !39
  call void @llvm.nvvm.barrier0(), !dbg !40
  %20 = load i32, ptr %5, align 4, !dbg !41
  %21 = call noundef i32 @_Z7load_atPKii(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ7reverseE1s to ptr), i32 noundef %20) #4, !dbg !42
  %22 = load ptr, ptr %4, align 8, !dbg !43
  %23 = load i32, ptr %5, align 4, !dbg !44
  %24 = sext i32 %23 to i64, !dbg !43
  %25 = getelementptr inbounds i32, ptr %22, i64 %24, !dbg !43
  store i32 %21, ptr %25, align 4, !dbg !45
  ret void, !dbg !46
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race_generic_pointer.cu", directory: ".")
!2 = !{ptr @reverse, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "load_at", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 7, column: 10, scope: !9)
!13 = !DILocation(line: 7, column: 12, scope: !9)
!14 = !DILocation(line: 7, column: 3, scope: !9)
!15 = distinct !DISubprogram(name: "store_at", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!16 = !DILocation(line: 11, column: 10, scope: !15)
!17 = !DILocation(line: 11, column: 3, scope: !15)
!18 = !DILocation(line: 11, column: 5, scope: !15)
!19 = !DILocation(line: 11, column: 8, scope: !15)
!20 = !DILocation(line: 12, column: 1, scope: !15)
!21 = distinct !DISubprogram(name: "reverse", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = !DILocation(line: 57, column: 1, scope: !23, inlinedAt: !25)
!23 = distinct !DISubprogram(name: "getX", scope: !24, file: !24, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!24 = !DIFile(filename: "./../cuda/cuda.h", directory: ".")
!25 = distinct !DILocation(line: 16, column: 11, scope: !21)
!26 = !DILocation(line: 16, column: 7, scope: !21)
!27 = !DILocation(line: 17, column: 15, scope: !21)
!28 = !DILocation(line: 17, column: 18, scope: !21)
!29 = !DILocation(line: 17, column: 21, scope: !21)
!30 = !DILocation(line: 17, column: 3, scope: !21)
!31 = !DILocation(line: 18, column: 3, scope: !21)
!32 = !DILocation(line: 19, column: 27, scope: !21)
!33 = !DILocation(line: 19, column: 25, scope: !21)
!34 = !DILocation(line: 19, column: 11, scope: !21)
!35 = !DILocation(line: 19, column: 7, scope: !21)
!36 = !DILocation(line: 21, column: 3, scope: !21)
!37 = !DILocation(line: 23, column: 15, scope: !21)
!38 = !DILocation(line: 23, column: 18, scope: !21)
!39 = !DILocation(line: 23, column: 3, scope: !21)
!40 = !DILocation(line: 24, column: 3, scope: !21)
!41 = !DILocation(line: 25, column: 23, scope: !21)
!42 = !DILocation(line: 25, column: 12, scope: !21)
!43 = !DILocation(line: 25, column: 3, scope: !21)
!44 = !DILocation(line: 25, column: 7, scope: !21)
!45 = !DILocation(line: 25, column: 10, scope: !21)
!46 = !DILocation(line: 26, column: 1, scope: !21)
