target triple = "nvptx64-nvidia-cuda"
@g = internal addrspace(1) global [1099511627776 x i8] zeroinitializer, align 8
define ptx_kernel void @k() {
entry:
  store volatile i8 1, ptr addrspace(1) @g, align 1
  ret void
}
