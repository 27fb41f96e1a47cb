; VALID
; VALID: half and bfloat are supported by modern NVVM IR (seed 004's layouts carry f16).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define half @f(half %a, bfloat %b, <2 x half> %v) {
  %x = fadd half %a, %a
  %y = fpext bfloat %b to float
  %z = fptrunc float %y to half
  %e = extractelement <2 x half> %v, i32 0
  %s = fmul half %x, %z
  %t = fadd half %s, %e
  ret half %t
}
