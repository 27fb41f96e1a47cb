target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %p) {
entry:
  store i32 %nowhere, ptr %p, align 4
  ret void
}
