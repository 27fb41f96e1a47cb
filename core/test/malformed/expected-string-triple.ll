; ERROR: 3:17: expected string constant
; the target triple is not a string
target triple = nvptx64-nvidia-cuda
