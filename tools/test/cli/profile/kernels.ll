; Kernels whose profile is worked out by hand in profile_cli_test.py (docs/profile.md): one warp
; of 32 lanes each. No !dbg: the profile's lines are this file's lines.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [1056 x float] zeroinitializer, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; Lane l stores and loads word l * %stride of @tile: stride 32 puts all 32 words in one bank,
; stride 33 one word in each bank.
define void @shared_walk(ptr addrspace(1) %out, i32 %stride) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = mul i32 %tid, %stride
  %p = getelementptr [1056 x float], ptr addrspace(3) @tile, i32 0, i32 %i
  store float 1.0, ptr addrspace(3) %p, align 4
  %v = load float, ptr addrspace(3) %p, align 4
  %q = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %v, ptr addrspace(1) %q, align 4
  ret void
}

; Lane l loads element l * %stride of %in (f32): stride 1 reads 128 contiguous bytes, stride 2
; every other float of 256 bytes.
define void @global_walk(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %stride) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = mul i32 %tid, %stride
  %p = getelementptr float, ptr addrspace(1) %in, i32 %i
  %v = load float, ptr addrspace(1) %p, align 4
  %q = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %v, ptr addrspace(1) %q, align 4
  ret void
}

; A branch on threadIdx.x & %bit: with %bit 1 the odd and the even lanes go their own ways.
define void @branch(ptr addrspace(1) %out, i32 %bit) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = and i32 %tid, %bit
  %odd = icmp ne i32 %b, 0
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br i1 %odd, label %then, label %else
then:
  store i32 1, ptr addrspace(1) %p, align 4
  br label %join
else:
  store i32 2, ptr addrspace(1) %p, align 4
  br label %join
join:
  ret void
}

; Every lane adds 1 to one of %slots words (lane % %slots) with an atomic, and keeps a private
; array in local memory.
define void @atomics(ptr addrspace(1) %counts, i32 %slots) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = urem i32 %tid, %slots
  %p = getelementptr i32, ptr addrspace(1) %counts, i32 %s
  %old = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic, align 4
  %a = alloca [4 x i32], align 4, addrspace(5)
  %e = getelementptr [4 x i32], ptr addrspace(5) %a, i32 0, i32 %s
  store i32 %old, ptr addrspace(5) %e, align 4
  ret void
}

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @shared_walk, !"kernel", i32 1}
!1 = !{ptr @global_walk, !"kernel", i32 1}
!2 = !{ptr @branch, !"kernel", i32 1}
!3 = !{ptr @atomics, !"kernel", i32 1}
