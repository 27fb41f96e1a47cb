; A stand-in for libdevice's __nv_sinf with a body that is easy to recognise: once linked, the
; executor must run this body, not its native sinf.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-gpulibs"

define float @__nv_sinf(float %x) {
  %r = fadd float %x, 4.200000e+01
  ret float %r
}
