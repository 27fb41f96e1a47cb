target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [1099511627776 x i8] undef, align 8
define ptx_kernel void @k() {
entry:
  store volatile i8 1, ptr addrspace(3) @s, align 1
  ret void
}
