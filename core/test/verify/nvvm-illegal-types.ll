; ERROR: 10:1: type 'x86_fp80' is not supported in NVVM IR
; ERROR: 11:1: type 'ppc_fp128' is not supported in NVVM IR
; ERROR: 13:15: type 'fp128' is not supported in NVVM IR
; ERROR: 16:8: type 'fp128' is not supported in NVVM IR
; ERROR: 17:3: type '<vscale x 4 x i32>' is not supported in NVVM IR
; Specification chapter 4: fp128, x86_fp80, ppc_fp128 and x86_mmx are not supported, nor are
; scalable vectors.
target triple = "nvptx64-nvidia-cuda"

@wide = addrspace(1) global x86_fp80 0xK00000000000000000000
@nested = addrspace(1) global { i32, [2 x ppc_fp128] } zeroinitializer

declare fp128 @quad(fp128)

define void @f(ptr %p) {
  %q = load fp128, ptr %p
  store <vscale x 4 x i32> zeroinitializer, ptr %p
  ret void
}
