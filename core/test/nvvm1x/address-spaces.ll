; NVVM IR 1.x sample, from the NVVM IR specification, 10.1 "Address Spaces" and 3.5 "Global
; Variables": __constant__ and __device__ variables (addrspace 4 and 1), a __shared__ array
; (addrspace 3) and a generic global, used by a kernel that stages data through shared memory.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = addrspace(4) global i32 0, align 4
@g = addrspace(1) global [2 x i32] zeroinitializer, align 4
@tile = internal addrspace(3) global [128 x i32] zeroinitializer, align 4
@generic = global i32 7, align 4

define void @stage(i32 addrspace(1)* %out) nounwind {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone
  %scale = load i32 addrspace(4)* @c, align 4
  %g1 = getelementptr inbounds [2 x i32] addrspace(1)* @g, i64 0, i64 1
  %bias = load i32 addrspace(1)* %g1, align 4
  %v = mul nsw i32 %tid, %scale
  %w = add nsw i32 %v, %bias
  %slot = getelementptr inbounds [128 x i32] addrspace(3)* @tile, i32 0, i32 %tid
  store i32 %w, i32 addrspace(3)* %slot, align 4
  call void @llvm.nvvm.barrier0()
  %back = load i32 addrspace(3)* %slot, align 4
  %gen = load i32* @generic, align 4
  %r = add nsw i32 %back, %gen
  %dst = getelementptr inbounds i32 addrspace(1)* %out, i32 %tid
  store i32 %r, i32 addrspace(1)* %dst, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone
declare void @llvm.nvvm.barrier0() nounwind

!nvvm.annotations = !{!0}
!0 = metadata !{void (i32 addrspace(1)*)* @stage, metadata !"kernel", i32 1}
