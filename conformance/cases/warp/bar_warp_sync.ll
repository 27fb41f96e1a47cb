; bar.warp.sync orders shared-memory exchange within a warp (64 threads, two warps):
;   s[t] = 3t; bar.warp.sync(full); out[2t] = s[32w + (lane ^ 31)]
;   each half-warp in its own branch: r[t] = 5t + 1; bar.warp.sync(its half mask);
;   out[2t + 1] = r[32w + (lane ^ 15)]
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [64 x i32] undef, align 4
@r = internal addrspace(3) global [64 x i32] undef, align 4

define void @bar_warp_sync(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %tid, 31
  %wbase = and i32 %tid, -32
  %i = zext i32 %tid to i64
  %v = mul i32 %tid, 3
  %ps = getelementptr inbounds [64 x i32], ptr addrspace(3) @s, i64 0, i64 %i
  store i32 %v, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %x31 = xor i32 %lane, 31
  %src = add i32 %wbase, %x31
  %srcw = zext i32 %src to i64
  %pq = getelementptr inbounds [64 x i32], ptr addrspace(3) @s, i64 0, i64 %srcw
  %q = load i32, ptr addrspace(3) %pq, align 4
  %base = shl i64 %i, 1
  %o0 = getelementptr inbounds i32, ptr %out, i64 %base
  store i32 %q, ptr %o0, align 4
  %v5 = mul i32 %tid, 5
  %v51 = add i32 %v5, 1
  %pr = getelementptr inbounds [64 x i32], ptr addrspace(3) @r, i64 0, i64 %i
  store i32 %v51, ptr addrspace(3) %pr, align 4
  %low = icmp ult i32 %lane, 16
  br i1 %low, label %lo, label %hi

lo:
  call void @llvm.nvvm.bar.warp.sync(i32 65535)
  br label %read

hi:
  call void @llvm.nvvm.bar.warp.sync(i32 -65536)
  br label %read

read:
  %x15 = xor i32 %lane, 15
  %src2 = add i32 %wbase, %x15
  %src2w = zext i32 %src2 to i64
  %pr2 = getelementptr inbounds [64 x i32], ptr addrspace(3) @r, i64 0, i64 %src2w
  %r2 = load i32, ptr addrspace(3) %pr2, align 4
  %o1 = getelementptr inbounds i32, ptr %o0, i64 1
  store i32 %r2, ptr %o1, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.bar.warp.sync(i32)

!nvvm.annotations = !{!0}
!0 = !{ptr @bar_warp_sync, !"kernel", i32 1}
