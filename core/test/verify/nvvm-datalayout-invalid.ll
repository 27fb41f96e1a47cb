; ERROR: 4:1: invalid target data layout 'e-p:64:64:64-i64:64:64-q9': Unknown specifier in datalayout string
; NOTE: 4:1: Example valid data layout: 'e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64' (64-bit) or 'e-p:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64' (32-bit)
; Seed 004: an invalid layout is reported with example valid layouts.
target datalayout = "e-p:64:64:64-i64:64:64-q9"
target triple = "nvptx64-nvidia-cuda"
