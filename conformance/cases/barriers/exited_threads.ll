; barrier0 completes when every thread that has not exited arrives: in a 96-thread block, threads
; with t % 4 == 3 and the whole second warp (32..63) return first. The others store s[t] = 10 t,
; meet at a barrier (popc of true = the 48 survivors), read s[t ^ 68] (the partner in the other
; surviving warp, with the same t % 4: a survivor too, so no read of a slot nobody wrote) and meet
; again. Survivor t writes out[2t] = that value, out[2t + 1] = the popc; exited threads leave
; their out slots at the initial 0xffffffff.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [96 x i32] undef, align 4

define void @exited_threads(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m4 = and i32 %tid, 3
  %q = icmp eq i32 %m4, 3
  %w = lshr i32 %tid, 5
  %w1 = icmp eq i32 %w, 1
  %leave = or i1 %q, %w1
  br i1 %leave, label %early, label %work

early:
  ret void

work:
  %ti = zext i32 %tid to i64
  %v = mul i32 %tid, 10
  %ps = getelementptr inbounds [96 x i32], ptr addrspace(3) @s, i64 0, i64 %ti
  store i32 %v, ptr addrspace(3) %ps, align 4
  %n = call i32 @llvm.nvvm.barrier0.popc(i32 1)
  %src = xor i32 %tid, 68
  %srcw = zext i32 %src to i64
  %pq = getelementptr inbounds [96 x i32], ptr addrspace(3) @s, i64 0, i64 %srcw
  %x = load i32, ptr addrspace(3) %pq, align 4
  call void @llvm.nvvm.barrier0()
  %base = shl i64 %ti, 1
  %o = getelementptr inbounds i32, ptr %out, i64 %base
  store i32 %x, ptr %o, align 4
  %o1 = getelementptr inbounds i32, ptr %o, i64 1
  store i32 %n, ptr %o1, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.barrier0.popc(i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @exited_threads, !"kernel", i32 1}
