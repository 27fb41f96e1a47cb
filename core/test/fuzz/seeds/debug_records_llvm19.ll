; Fuzz seed: LLVM 19 debug info with #dbg_value records, DI* metadata and !dbg attachments.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define dso_local void @_Z3addPii(ptr noundef %p, i32 noundef %v) #0 !dbg !10 {
entry:
    #dbg_value(ptr %p, !16, !DIExpression(), !18)
    #dbg_value(i32 %v, !17, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !18)
  %old = load i32, ptr %p, align 4, !dbg !19
  %sum = add nsw i32 %old, %v, !dbg !19
    #dbg_value(i32 %sum, !17, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !19)
  store i32 %sum, ptr %p, align 4, !dbg !20
  ret void, !dbg !21
}

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4, !5}
!llvm.ident = !{!6}
!nvvm.annotations = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 19.1.7", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "add.cu", directory: "/tmp", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!2 = !{}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{!"clang version 19.1.7"}
!7 = !{ptr @_Z3addPii, !"kernel", i32 1}
!10 = distinct !DISubprogram(name: "add", linkageName: "_Z3addPii", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17}
!16 = !DILocalVariable(name: "p", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!17 = !DILocalVariable(name: "v", arg: 2, scope: !10, file: !1, line: 3, type: !14)
!18 = !DILocation(line: 0, scope: !10)
!19 = !DILocation(line: 4, column: 8, scope: !10)
!20 = !DILocation(line: 4, column: 6, scope: !22, inlinedAt: !23)
!21 = !DILocation(line: 5, column: 1, scope: !10)
!22 = distinct !DILexicalBlock(scope: !10, file: !1, line: 4, column: 3)
!23 = !DILocation(line: 9, column: 2, scope: !10)
