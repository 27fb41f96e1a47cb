; NVVM IR 1.x sample, from the NVVM IR specification, chapter 11 "Global Property Annotation"
; (11.2 Representation of Properties, 11.3 Supported Properties): two kernels marked through
; !nvvm.annotations, the second with a maxntidx property, in the LLVM 3.2 syntax NVVM 1.x used.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@counter = addrspace(1) global i32 0, align 4

define void @_Z6kernelii(i32 %a, i32 %b) nounwind {
entry:
  %sum = add nsw i32 %a, %b
  store i32 %sum, i32 addrspace(1)* @counter, align 4
  ret void
}

define void @_Z7kernel2v() nounwind {
entry:
  %old = load i32 addrspace(1)* @counter, align 4
  %inc = add nsw i32 %old, 1
  store i32 %inc, i32 addrspace(1)* @counter, align 4
  ret void
}

!nvvm.annotations = !{!12, !13}

!12 = metadata !{void (i32, i32)* @_Z6kernelii, metadata !"kernel", i32 1}
!13 = metadata !{void ()* @_Z7kernel2v, metadata !"kernel", i32 1, metadata !"maxntidx", i32 16}
