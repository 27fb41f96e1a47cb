; ModuleID = 'debug_demo.cu'
source_filename = "debug_demo.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaThreadIdx = type { i8 }

@_ZZ4demoE4tile = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @demo(ptr noundef %out) #0 !dbg !9 {
entry:
  %out.addr = alloca ptr, align 8
  %t = alloca i32, align 4
  %ref.tmp = alloca %struct.CudaThreadIdx, align 1
  %v = alloca i32, align 4
  %w = alloca i32, align 4
  store ptr %out, ptr %out.addr, align 8
  %0 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  store i32 %0, ptr %t, align 4, !dbg !16
  %1 = load i32, ptr %t, align 4, !dbg !17
  %mul = mul nsw i32 %1, 2, !dbg !18
  store i32 %mul, ptr %v, align 4, !dbg !19
  %2 = load i32, ptr %v, align 4, !dbg !20
  %3 = load i32, ptr %t, align 4, !dbg !21
  %idxprom = sext i32 %3 to i64, !dbg !22
  %arrayidx = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4demoE4tile to ptr), i64 0, i64 %idxprom, !dbg !22
  store i32 %2, ptr %arrayidx, align 4, !dbg !23
  call void @llvm.nvvm.barrier0(), !dbg !24
  %4 = load i32, ptr %t, align 4, !dbg !25
  %and = and i32 %4, 1, !dbg !26
  %tobool = icmp ne i32 %and, 0, !dbg !25
  br i1 %tobool, label %if.then, label %if.else, !dbg !25

if.then:                                          ; preds = %entry
  %5 = load i32, ptr %t, align 4, !dbg !27
  %sub = sub nsw i32 %5, 1, !dbg !28
  %idxprom1 = sext i32 %sub to i64, !dbg !29
  %arrayidx2 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4demoE4tile to ptr), i64 0, i64 %idxprom1, !dbg !29
  %6 = load i32, ptr %arrayidx2, align 4, !dbg !29
  %add = add nsw i32 %6, 100, !dbg !30
  store i32 %add, ptr %w, align 4, !dbg !31
  br label %if.end, !dbg !32

if.else:                                          ; preds = %entry
  %7 = load i32, ptr %t, align 4, !dbg !33
  %add3 = add nsw i32 %7, 1, !dbg !34
  %idxprom4 = sext i32 %add3 to i64, !dbg !35
  %arrayidx5 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ4demoE4tile to ptr), i64 0, i64 %idxprom4, !dbg !35
  %8 = load i32, ptr %arrayidx5, align 4, !dbg !35
  %add6 = add nsw i32 %8, 200, !dbg !36
  store i32 %add6, ptr %w, align 4, !dbg !37
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %9 = load i32, ptr %w, align 4, !dbg !38
  %10 = load ptr, ptr %out.addr, align 8, !dbg !39
  %11 = load i32, ptr %t, align 4, !dbg !40
  %idxprom7 = sext i32 %11 to i64, !dbg !39
  %arrayidx8 = getelementptr inbounds i32, ptr %10, i64 %idxprom7, !dbg !39
  store i32 %9, ptr %arrayidx8, align 4, !dbg !41
  ret void, !dbg !42
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
!1 = !DIFile(filename: "debug_demo.cu", directory: ".")
!2 = !{ptr @demo, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "demo", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 57, column: 1, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "getX", scope: !14, file: !14, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!14 = !DIFile(filename: "./../../conformance/cases/cuda/cuda.h", directory: ".")
!15 = distinct !DILocation(line: 7, column: 11, scope: !9)
!16 = !DILocation(line: 7, column: 7, scope: !9)
!17 = !DILocation(line: 8, column: 11, scope: !9)
!18 = !DILocation(line: 8, column: 13, scope: !9)
!19 = !DILocation(line: 8, column: 7, scope: !9)
!20 = !DILocation(line: 9, column: 13, scope: !9)
!21 = !DILocation(line: 9, column: 8, scope: !9)
!22 = !DILocation(line: 9, column: 3, scope: !9)
!23 = !DILocation(line: 9, column: 11, scope: !9)
!24 = !DILocation(line: 10, column: 3, scope: !9)
!25 = !DILocation(line: 12, column: 7, scope: !9)
!26 = !DILocation(line: 12, column: 9, scope: !9)
!27 = !DILocation(line: 13, column: 14, scope: !9)
!28 = !DILocation(line: 13, column: 16, scope: !9)
!29 = !DILocation(line: 13, column: 9, scope: !9)
!30 = !DILocation(line: 13, column: 21, scope: !9)
!31 = !DILocation(line: 13, column: 7, scope: !9)
!32 = !DILocation(line: 13, column: 5, scope: !9)
!33 = !DILocation(line: 15, column: 14, scope: !9)
!34 = !DILocation(line: 15, column: 16, scope: !9)
!35 = !DILocation(line: 15, column: 9, scope: !9)
!36 = !DILocation(line: 15, column: 21, scope: !9)
!37 = !DILocation(line: 15, column: 7, scope: !9)
!38 = !DILocation(line: 16, column: 12, scope: !9)
!39 = !DILocation(line: 16, column: 3, scope: !9)
!40 = !DILocation(line: 16, column: 7, scope: !9)
!41 = !DILocation(line: 16, column: 10, scope: !9)
!42 = !DILocation(line: 17, column: 1, scope: !9)
