target triple = "nvptx64-nvidia-cuda"
@c = internal addrspace(4) constant [4294967296 x i32] zeroinitializer, align 4
define ptx_kernel void @k() {
entry:
  %v = load volatile i32, ptr addrspace(4) @c, align 4
  ret void
}
