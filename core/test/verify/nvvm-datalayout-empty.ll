; ERROR: 3:1: Empty target data layout, must exist
; Seed 004: "Empty target data layout, must exist".
target datalayout = ""
target triple = "nvptx64-nvidia-cuda"
