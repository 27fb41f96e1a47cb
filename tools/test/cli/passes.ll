; Kernels of passes_cli_test.py (`nvvm-sim opt` and `validate`): a struct passed by value, which
; LowerStructArgs reads with llvm.nvvm.ldparam.*, and generic pointers into shared and global
; memory, which MemorySpaceOpt can resolve.
; %struct.Q = {i32 a, i32 b, float c, i64 d}: offsets 0 4 8 16, 24 bytes. Lane t of one block of
; 32 writes out[4t .. 4t+3] = a + t, b * t, bits(c * t), trunc(d) + tile[31 - t], where every
; lane first stored tile[t] = 3t. Four different fields at four offsets: reading any of them at a
; wrong offset changes the output.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Q = type { i32, i32, float, i64 }

@tile = internal addrspace(3) global [32 x i32] undef, align 4

define void @params(ptr byval(%struct.Q) align 8 %q, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tile = addrspacecast ptr addrspace(3) @tile to ptr
  %slot = getelementptr inbounds [32 x i32], ptr %tile, i32 0, i32 %tid
  %t3 = mul i32 %tid, 3
  store i32 %t3, ptr %slot, align 4
  call void @llvm.nvvm.barrier0()
  %rev = sub i32 31, %tid
  %mirror = getelementptr inbounds [32 x i32], ptr %tile, i32 0, i32 %rev
  %m = load i32, ptr %mirror, align 4
  %pa = getelementptr inbounds %struct.Q, ptr %q, i32 0, i32 0
  %a = load i32, ptr %pa, align 8
  %pb = getelementptr inbounds %struct.Q, ptr %q, i32 0, i32 1
  %b = load i32, ptr %pb, align 4
  %pc = getelementptr inbounds %struct.Q, ptr %q, i32 0, i32 2
  %c = load float, ptr %pc, align 8
  %pd = getelementptr inbounds %struct.Q, ptr %q, i32 0, i32 3
  %d = load i64, ptr %pd, align 8
  %i = zext i32 %tid to i64
  %base = mul i64 %i, 4
  %o0 = getelementptr inbounds i32, ptr %out, i64 %base
  %r0 = add i32 %a, %tid
  store i32 %r0, ptr %o0, align 4
  %r1 = mul i32 %b, %tid
  %o1 = getelementptr inbounds i32, ptr %o0, i64 1
  store i32 %r1, ptr %o1, align 4
  %tf = uitofp i32 %tid to float
  %cf = fmul float %c, %tf
  %r2 = bitcast float %cf to i32
  %o2 = getelementptr inbounds i32, ptr %o0, i64 2
  store i32 %r2, ptr %o2, align 4
  %dt = trunc i64 %d to i32
  %r3 = add i32 %dt, %m
  %o3 = getelementptr inbounds i32, ptr %o0, i64 3
  store i32 %r3, ptr %o3, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @params, !"kernel", i32 1}
