; `nvvm-sim ptx` tests (ptx_cli_test.py): a kernel in NVVM IR 2.0 (typed pointers, LLVM 7 syntax),
; which libNVVM reads as it is (`--input-as-is`) and llc-19 reads after nvvm-sim prints it.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @scale(float addrspace(1)* %p, float %s) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %q = getelementptr float, float addrspace(1)* %p, i64 %i
  %v = load float, float addrspace(1)* %q, align 4
  %r = fdiv float %v, %s
  store float %r, float addrspace(1)* %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}
!0 = !{void (float addrspace(1)*, float)* @scale, !"kernel", i32 1}
!1 = !{i32 2, i32 0}
