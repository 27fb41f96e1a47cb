; NVVM IR 1.x sample, from the NVVM IR specification, 13.1 "Atomic", 13.2 "Barrier and Memory
; Fence", 8.6.5 "cmpxchg" and 8.6.6 "atomicrmw": a block reduction in shared memory with the NVVM
; atomic intrinsics, barriers, fences and the LLVM 3.2 atomic instructions (one ordering on cmpxchg).
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@partial = internal addrspace(3) global float 0.000000e+00, align 4
@tickets = addrspace(1) global i32 0, align 4

define void @reduce(float addrspace(1)* %in, float addrspace(1)* %total, i32 addrspace(1)* %flags) nounwind {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone
  %p = getelementptr inbounds float addrspace(1)* %in, i32 %tid
  %v = load float addrspace(1)* %p, align 4
  %old.s = call float @llvm.nvvm.atomic.load.add.f32.p3f32(float addrspace(3)* @partial, float %v)
  call void @llvm.nvvm.barrier0()
  %nonzero = fcmp one float %v, 0.000000e+00
  %pred = zext i1 %nonzero to i32
  %count = call i32 @llvm.nvvm.barrier0.popc(i32 %pred)
  %all = call i32 @llvm.nvvm.barrier0.and(i32 %pred)
  %any = call i32 @llvm.nvvm.barrier0.or(i32 %pred)
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %leader, label %done

leader:
  %sum = load float addrspace(3)* @partial, align 4
  %old.g = call float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)* %total, float %sum)
  call void @llvm.nvvm.membar.gl()
  %ticket = atomicrmw add i32 addrspace(1)* @tickets, i32 1 seq_cst
  %wrapped = call i32 @llvm.nvvm.atomic.load.inc.32.p1i32(i32 addrspace(1)* @tickets, i32 1024)
  %down = call i32 @llvm.nvvm.atomic.load.dec.32.p1i32(i32 addrspace(1)* %flags, i32 %count)
  %seen = cmpxchg i32 addrspace(1)* %flags, i32 %all, i32 %any seq_cst
  %max = atomicrmw max i32 addrspace(1)* %flags, i32 %seen monotonic
  call void @llvm.nvvm.membar.sys()
  br label %done

done:
  call void @llvm.nvvm.membar.cta()
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone
declare float @llvm.nvvm.atomic.load.add.f32.p0f32(float*, float) nounwind
declare float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)*, float) nounwind
declare float @llvm.nvvm.atomic.load.add.f32.p3f32(float addrspace(3)*, float) nounwind
declare i32 @llvm.nvvm.atomic.load.inc.32.p1i32(i32 addrspace(1)*, i32) nounwind
declare i32 @llvm.nvvm.atomic.load.dec.32.p1i32(i32 addrspace(1)*, i32) nounwind
declare void @llvm.nvvm.barrier0() nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) nounwind
declare i32 @llvm.nvvm.barrier0.and(i32) nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) nounwind
declare void @llvm.nvvm.membar.cta() nounwind
declare void @llvm.nvvm.membar.gl() nounwind
declare void @llvm.nvvm.membar.sys() nounwind

!nvvm.annotations = !{!0, !1}
!0 = metadata !{void (float addrspace(1)*, float addrspace(1)*, i32 addrspace(1)*)* @reduce, metadata !"kernel", i32 1}
!1 = metadata !{void (float addrspace(1)*, float addrspace(1)*, i32 addrspace(1)*)* @reduce, metadata !"reqntidx", i32 256, metadata !"reqntidy", i32 1, metadata !"reqntidz", i32 1, metadata !"minctasm", i32 2}
