; Fuzz seed: named and literal structs, byval/sret parameters, extract/insertvalue, alloca, memcpy.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { i32, [3 x float], %struct.Inner }
%struct.Inner = type { i64, ptr }
%struct.Empty = type {}

define void @kernel(ptr byval(%struct.Params) align 8 %p, ptr sret(%struct.Inner) %out, ptr noundef %q) {
entry:
  %local = alloca %struct.Params, align 8, addrspace(5)
  %arr = alloca [16 x i32], i32 2, align 16, addrspace(5)
  %gen = addrspacecast ptr addrspace(5) %local to ptr
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %gen, ptr align 8 %p, i64 40, i1 false)
  %f = getelementptr inbounds %struct.Params, ptr %p, i64 0, i32 1, i64 2
  %fv = load float, ptr %f, align 4
  %agg = load { i32, float }, ptr %q, align 4
  %a0 = extractvalue { i32, float } %agg, 0
  %a1 = insertvalue { i32, float } %agg, float %fv, 1
  %nested = insertvalue %struct.Params poison, %struct.Inner { i64 1, ptr null }, 2
  %inner = extractvalue %struct.Params %nested, 2
  store %struct.Inner %inner, ptr %out, align 8
  %e = alloca %struct.Empty, align 1, addrspace(5)
  %slot = getelementptr [16 x i32], ptr addrspace(5) %arr, i32 1, i32 %a0
  store i32 %a0, ptr addrspace(5) %slot, align 4
  call void @llvm.lifetime.start.p5(i64 64, ptr addrspace(5) %arr)
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture)

!nvvm.annotations = !{!0}
!0 = !{ptr @kernel, !"kernel", i32 1}
