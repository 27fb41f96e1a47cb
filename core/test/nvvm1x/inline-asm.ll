; NVVM IR 1.x sample, from the NVVM IR specification, 6.1 "Inline Assembler Expressions": PTX inline
; asm with each supported constraint (c i8, h i16, r i32, l i64, f f32, d f64) and the !srcloc
; metadata that NVVM accepts and ignores.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @asm_kernel(i32 addrspace(1)* %out, i8 %c, i16 %h, i64 %l, float %f, double %d) nounwind {
entry:
  %lane = call i32 asm "mov.u32 $0, %laneid;", "=r"() nounwind readnone, !srcloc !1
  %c2 = call i8 asm "add.s8 $0, $1, $1;", "=c,c"(i8 %c) nounwind
  %h2 = call i16 asm "add.s16 $0, $1, $1;", "=h,h"(i16 %h) nounwind
  %l2 = call i64 asm "add.s64 $0, $1, $1;", "=l,l"(i64 %l) nounwind
  %f2 = call float asm "add.f32 $0, $1, $1;", "=f,f"(float %f) nounwind
  %d2 = call double asm "add.f64 $0, $1, $1;", "=d,d"(double %d) nounwind
  %sum = call i32 asm "add.s32 $0, $1, $2;", "=r,r,r"(i32 %lane, i32 7) nounwind
  %dst = getelementptr inbounds i32 addrspace(1)* %out, i32 %lane
  store i32 %sum, i32 addrspace(1)* %dst, align 4
  call void asm sideeffect "membar.gl;", ""() nounwind
  ret void
}

!nvvm.annotations = !{!0}
!0 = metadata !{void (i32 addrspace(1)*, i8, i16, i64, float, double)* @asm_kernel, metadata !"kernel", i32 1}
!1 = metadata !{i32 245}
