; NVVM IR 1.x sample, from the NVVM IR specification, chapter 12 "Texture and Surface" and 13.5
; "Texture/surface Access": texture and surface variables (i64 in addrspace 1, annotated), their
; handles from llvm.nvvm.texsurf.handle, and a PTX tex instruction in inline asm (constraint l).
; Also a UVM managed variable (11.3, added in NVVM IR 1.1).
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tex = addrspace(1) global i64 0, align 8
@surf = addrspace(1) global i64 0, align 8
@managed_counter = addrspace(1) global i32 0, align 4

define void @sample(float addrspace(1)* %out, i32 %x) nounwind {
entry:
  %th = call i64 @llvm.nvvm.texsurf.handle.p1i64(metadata !1, i64 addrspace(1)* @tex)
  %texel = call { float, float, float, float } asm sideeffect "tex.1d.v4.f32.s32 {$0, $1, $2, $3}, [$4, {$5}];", "=f,=f,=f,=f,l,r"(i64 %th, i32 %x) nounwind, !srcloc !4
  %r = extractvalue { float, float, float, float } %texel, 0
  %sh = call i64 @llvm.nvvm.texsurf.handle.p1i64(metadata !2, i64 addrspace(1)* @surf)
  %bits = bitcast float %r to i32
  call void asm sideeffect "sust.b.1d.b32.trap [$0, {$1}], {$2};", "l,r,r"(i64 %sh, i32 %x, i32 %bits) nounwind
  %dst = getelementptr inbounds float addrspace(1)* %out, i32 %x
  store float %r, float addrspace(1)* %dst, align 4
  %n = atomicrmw add i32 addrspace(1)* @managed_counter, i32 1 monotonic
  ret void
}

declare i64 @llvm.nvvm.texsurf.handle.p1i64(metadata, i64 addrspace(1)*) nounwind readnone

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = metadata !{void (float addrspace(1)*, i32)* @sample, metadata !"kernel", i32 1}
!1 = metadata !{i64 addrspace(1)* @tex, metadata !"texture", i32 1}
!2 = metadata !{i64 addrspace(1)* @surf, metadata !"surface", i32 1}
!3 = metadata !{i32 addrspace(1)* @managed_counter, metadata !"managed", i32 1}
!4 = metadata !{i32 1024}
