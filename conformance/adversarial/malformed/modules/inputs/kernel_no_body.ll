target triple = "nvptx64-nvidia-cuda"
declare ptx_kernel void @k()
