; ERROR: 5:1: ifunc '@f' is not supported in NVVM IR
; ifuncs resolve at load time on a host; NVVM IR has none.
target triple = "nvptx64-nvidia-cuda"

@f = ifunc void (), ptr @resolver

define ptr @resolver() {
  ret ptr null
}
