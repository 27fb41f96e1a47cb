; memcheck wrong-space (hand-written: CUDA picks the address space itself): the block stages its
; input in a shared tile through a generic pointer, then reads it back reversed after casting that
; generic pointer to a global one (addrspace(1)), as a helper written for global buffers would. The
; address is in the shared window, not in global memory: every load is a finding (skipped under
; memcheck: it reads 0, so out is all zeros).
; Clean twin (wrong_space_clean.ll): the pointer is cast to the shared space, addrspace(3).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef, align 4

define void @reverse(ptr %in, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %pi = getelementptr inbounds i32, ptr %in, i64 %t
  %x = load i32, ptr %pi, align 4
  %gtile = addrspacecast ptr addrspace(3) @tile to ptr
  %ps = getelementptr inbounds i32, ptr %gtile, i64 %t
  store i32 %x, ptr %ps, align 4
  call void @llvm.nvvm.barrier0()
  %pg = addrspacecast ptr %gtile to ptr addrspace(1)
  %r = sub i64 31, %t
  %pr = getelementptr inbounds i32, ptr addrspace(1) %pg, i64 %r
  %y = load i32, ptr addrspace(1) %pr, align 4 ; @load: a shared address used as a global one
  %po = getelementptr inbounds i32, ptr %out, i64 %t
  store i32 %y, ptr %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @reverse, !"kernel", i32 1}
