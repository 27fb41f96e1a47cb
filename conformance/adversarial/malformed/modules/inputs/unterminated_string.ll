target triple = "nvptx64-nvidia-cuda"
@s = constant [4 x i8] c"abc
