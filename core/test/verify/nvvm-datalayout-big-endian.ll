; ERROR: 4:1: invalid target data layout 'E-p:64:64:64-i64:64:64-n16:32:64': NVPTX is little-endian
; NOTE: 4:1: Example valid data layout: 'e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64' (64-bit) or 'e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64' (32-bit)
; NVPTX is little-endian.
target datalayout = "E-p:64:64:64-i64:64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
