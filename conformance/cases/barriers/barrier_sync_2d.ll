; A (16, 4, 2) block (128 threads, linear id t = x + 16 y + 64 z) with llvm.nvvm.barrier.sync(0)
; and llvm.nvvm.barrier.sync.cnt(1, 128): s[t] = t * t; barrier; read s[127 - t]; barrier;
; s[t] = that + 1; barrier; out[block * 128 + t] = s[(t + 64) % 128].
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [128 x i32] undef, align 4

define void @barrier_sync_2d(ptr %out) {
entry:
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %y16 = shl i32 %y, 4
  %z64 = shl i32 %z, 6
  %xy = add i32 %x, %y16
  %t = add i32 %xy, %z64
  %ti = zext i32 %t to i64
  %sq = mul i32 %t, %t
  %ps = getelementptr inbounds [128 x i32], ptr addrspace(3) @s, i64 0, i64 %ti
  store i32 %sq, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier.sync(i32 0)
  %r = sub i64 127, %ti
  %pr = getelementptr inbounds [128 x i32], ptr addrspace(3) @s, i64 0, i64 %r
  %a = load i32, ptr addrspace(3) %pr, align 4
  call void @llvm.nvvm.barrier.sync.cnt(i32 1, i32 128)
  %a1 = add i32 %a, 1
  store i32 %a1, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier.sync(i32 0)
  %t64 = add i32 %t, 64
  %src = and i32 %t64, 127
  %srcw = zext i32 %src to i64
  %pq = getelementptr inbounds [128 x i32], ptr addrspace(3) @s, i64 0, i64 %srcw
  %v = load i32, ptr addrspace(3) %pq, align 4
  %c128 = shl i32 %ctaid, 7
  %g = add i32 %c128, %t
  %gi = zext i32 %g to i64
  %po = getelementptr inbounds i32, ptr %out, i64 %gi
  store i32 %v, ptr %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)

!nvvm.annotations = !{!0}
!0 = !{ptr @barrier_sync_2d, !"kernel", i32 1}
