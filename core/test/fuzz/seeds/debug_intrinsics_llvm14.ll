; Fuzz seed: LLVM 7-14 style debug info: llvm.dbg.declare/value calls, typed pointers.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @fill(float addrspace(1)* %out, i32 %n) #0 !dbg !8 {
entry:
  %n.addr = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !14, metadata !DIExpression()), !dbg !15
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.value(metadata float addrspace(1)* %out, metadata !13, metadata !DIExpression()), !dbg !15
  %0 = load i32, i32* %n.addr, align 4, !dbg !16
  %1 = sitofp i32 %0 to float, !dbg !16
  %2 = getelementptr inbounds float, float addrspace(1)* %out, i64 3, !dbg !16
  store float %1, float addrspace(1)* %2, align 4, !dbg !16
  ret void, !dbg !17
}

declare void @llvm.dbg.declare(metadata, metadata, metadata) #1
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind "disable-tail-calls"="false" "less-precise-fpmad"="false" }
attributes #1 = { nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!nvvm.annotations = !{!5}
!nvvmir.version = !{!6}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "NVVM", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "fill.cu", directory: "/work")
!2 = !{}
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{void (float addrspace(1)*, i32)* @fill, !"kernel", i32 1}
!6 = !{i32 1, i32 4, i32 3, i32 0}
!8 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 1, type: !9, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!9 = !DISubroutineType(types: !10)
!10 = !{null, !11, !12}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!13 = !DILocalVariable(name: "out", arg: 1, scope: !8, file: !1, line: 1, type: !11)
!14 = !DILocalVariable(name: "n", arg: 2, scope: !8, file: !1, line: 1, type: !12)
!15 = !DILocation(line: 1, column: 20, scope: !8)
!16 = !DILocation(line: 2, column: 3, scope: !8)
!17 = !DILocation(line: 3, column: 1, scope: !8)
