target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
entry:
  %x = add i16777216 0, 0
  ret void
}
