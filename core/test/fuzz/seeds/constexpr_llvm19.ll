; Fuzz seed: constant expressions (gep, casts, arithmetic), aggregate constants and initialisers.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Node = type { i32, ptr, [2 x float] }
%struct.Packed = type <{ i8, i32 }>

@shared = internal addrspace(3) global [256 x float] undef, align 4
@table = addrspace(1) global [4 x i32] [i32 1, i32 -2, i32 2147483647, i32 -2147483648], align 4
@node = addrspace(1) global %struct.Node { i32 7, ptr addrspacecast (ptr addrspace(1) @table to ptr), [2 x float] [float 0x3FF0000000000000, float -0.000000e+00] }, align 8
@packed = addrspace(1) global %struct.Packed <{ i8 1, i32 2 }>, align 1
@gen = addrspace(1) global ptr addrspacecast (ptr addrspace(3) getelementptr inbounds ([256 x float], ptr addrspace(3) @shared, i64 0, i64 16) to ptr), align 8
@diff = addrspace(1) global i64 sub (i64 ptrtoint (ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @table, i64 8) to i64), i64 ptrtoint (ptr addrspace(1) @table to i64)), align 8
@vec = addrspace(1) global <4 x i16> <i16 1, i16 poison, i16 undef, i16 -1>, align 8
@zero = addrspace(1) global { [0 x i8], { i1, double } } zeroinitializer, align 8
@text = addrspace(4) constant [12 x i8] c"esc\22\5C\0A\00\FFtab\09", align 1
@self = addrspace(1) global ptr addrspace(1) @self, align 8
@gepx = addrspace(1) global ptr addrspace(1) getelementptr inbounds (%struct.Node, ptr addrspace(1) @node, i64 0, i32 2, i64 1), align 8
@neg = addrspace(1) global i64 xor (i64 ptrtoint (ptr addrspace(1) @table to i64), i64 -1), align 8

define float @read(i64 %i) {
  %g = load ptr, ptr addrspace(1) @gen, align 8
  %p = getelementptr inbounds float, ptr %g, i64 %i
  %v = load float, ptr %p, align 4
  %q = load float, ptr addrspacecast (ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @shared, i64 4) to ptr), align 4
  %w = fadd float %v, %q
  %t = load i32, ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @table, i64 0, i64 3), align 4
  %c = sitofp i32 %t to float
  %r = fmul float %w, %c
  ret float %r
}
