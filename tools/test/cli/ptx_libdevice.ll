; `nvvm-sim ptx` tests (ptx_cli_test.py): a kernel calling libdevice (NVVM IR 2.0), for libNVVM as
; it is and for llc after nvvm-sim links the two functions it needs (and only those) from libdevice.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @sin_exp(float addrspace(1)* %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %q = getelementptr float, float addrspace(1)* %p, i64 %i
  %v = load float, float addrspace(1)* %q, align 4
  %s = call float @__nv_sinf(float %v)
  %e = call float @__nv_expf(float %s)
  store float %e, float addrspace(1)* %q, align 4
  ret void
}

declare float @__nv_sinf(float)
declare float @__nv_expf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}
!0 = !{void (float addrspace(1)*)* @sin_exp, !"kernel", i32 1}
!1 = !{i32 2, i32 0}
