; ERROR: 3:1: data layout has 32-bit pointers but target triple 'nvptx64-nvidia-cuda' is 64-bit
; A 32-bit layout does not fit a 64-bit triple.
target datalayout = "e-p:32:32:32-i64:64:64-v16:16:16-v32:32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
