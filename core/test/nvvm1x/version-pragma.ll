; NVVM IR 1.x sample, from the NVVM IR specification, 3.8 "Named Metadata" (!nvvmir.version) and 6.2
; "Metadata Nodes and Metadata Strings" (pragma unroll on a loop back edge), on the 32-bit data
; layout of 3.13 "Data Layout".
target datalayout = "e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx-nvidia-cuda"

define void @scale(float* %data, i32 %n, float %k) nounwind {
entry:
  %empty = icmp sle i32 %n, 0
  br i1 %empty, label %BR2, label %BR1

BR1:
  %i = phi i32 [ 0, %entry ], [ %i.next, %BR1 ]
  %p = getelementptr inbounds float* %data, i32 %i
  %v = load float* %p, align 4
  %m = fmul float %v, %k
  store float %m, float* %p, align 4
  %i.next = add nsw i32 %i, 1
  %cond = icmp slt i32 %i.next, %n
  br i1 %cond, label %BR1, label %BR2, !pragma !42

BR2:
  ret void
}

!nvvmir.version = !{!0}
!nvvm.annotations = !{!1}

!0 = metadata !{ i32 1, i32 0}
!1 = metadata !{void (float*, i32, float)* @scale, metadata !"kernel", i32 1, metadata !"maxntidx", i32 128, metadata !"maxntidy", i32 1, metadata !"maxntidz", i32 1}
!42 = metadata !{ metadata !"unroll", i32 4}
