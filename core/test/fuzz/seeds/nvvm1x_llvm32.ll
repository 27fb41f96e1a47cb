; Fuzz seed: NVVM IR 1.x (LLVM 3.2 era): untyped load/gep syntax, `metadata !{...}`, old debug info.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-unknown-cuda"

@buf = addrspace(3) global [64 x i32] zeroinitializer, align 4

define void @copy(i32* %a, i32* %b) nounwind {
entry:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone
  %1 = sext i32 %0 to i64
  %2 = getelementptr inbounds i32* %a, i64 %1
  %3 = load i32* %2, align 4, !dbg !10
  %4 = getelementptr inbounds [64 x i32] addrspace(3)* @buf, i64 0, i64 %1
  store volatile i32 %3, i32 addrspace(3)* %4, align 4
  call void @llvm.nvvm.barrier0() nounwind
  %5 = load volatile i32 addrspace(3)* getelementptr inbounds ([64 x i32] addrspace(3)* @buf, i64 0, i64 1), align 4
  %6 = getelementptr inbounds i32* %b, i64 %1
  store i32 %5, i32* %6, align 4
  call void @llvm.dbg.value(metadata !{i32* %a}, i64 0, metadata !9), !dbg !10
  ret void, !dbg !10
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone
declare void @llvm.nvvm.barrier0() nounwind
declare void @llvm.dbg.value(metadata, i64, metadata) nounwind readnone

!nvvm.annotations = !{!0}
!llvm.dbg.cu = !{!1}
!nvvmir.version = !{!11}

!0 = metadata !{void (i32*, i32*)* @copy, metadata !"kernel", i32 1}
!1 = metadata !{i32 786449, i32 0, i32 4, metadata !"copy.cu", metadata !"/home", metadata !"NVVM 1.0", i1 true, i1 false, metadata !"", i32 0, metadata !2, metadata !2, metadata !3, metadata !2}
!2 = metadata !{i32 0}
!3 = metadata !{metadata !4}
!4 = metadata !{i32 786478, i32 0, metadata !5, metadata !"copy", metadata !"copy", metadata !"", metadata !5, i32 3, metadata !6, i1 false, i1 true, i32 0, i32 0, null, i32 256, i1 false, void (i32*, i32*)* @copy, null, null, metadata !2, i32 3}
!5 = metadata !{i32 786473, metadata !"copy.cu", metadata !"/home", null}
!6 = metadata !{i32 786453, i32 0, metadata !"", i32 0, i32 0, i64 0, i64 0, i64 0, i32 0, null, metadata !7, i32 0, i32 0}
!7 = metadata !{null, metadata !8, metadata !8}
!8 = metadata !{i32 786447, null, metadata !"", null, i32 0, i64 64, i64 64, i64 0, i32 0, null}
!9 = metadata !{i32 786689, metadata !4, metadata !"a", metadata !5, i32 16777219, metadata !8, i32 0, i32 0}
!10 = metadata !{i32 4, i32 3, metadata !4, null}
!11 = metadata !{i32 1, i32 0}
