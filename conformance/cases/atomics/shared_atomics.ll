; Atomics on shared memory, through addrspace(3) pointers and through generic pointers to shared
; memory: a per-block histogram of (gtid * 7) % 16 (each thread adds 1 via the specific pointer
; and 2 via the generic one), a shared max of gtid and a shared xchg count. After a barrier, lanes
; 0..15 write their bin to hist[16 * block + lane]; lane 0 writes blockmax[block] and the
; shared counter incremented by uinc_wrap (limit 1000) to blockcnt[block].
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@bins = internal addrspace(3) global [16 x i32] undef, align 4
@mx = internal addrspace(3) global i32 undef, align 4
@cnt = internal addrspace(3) global i32 undef, align 4

define void @shared_atomics(ptr %hist, ptr %blockmax, ptr %blockcnt) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b = mul i32 %ctaid, %ntid
  %g = add i32 %b, %tid
  %first16 = icmp ult i32 %tid, 16
  br i1 %first16, label %zero, label %zeroed

zero:
  %tz = zext i32 %tid to i64
  %pz = getelementptr inbounds [16 x i32], ptr addrspace(3) @bins, i64 0, i64 %tz
  store i32 0, ptr addrspace(3) %pz, align 4
  %is0 = icmp eq i32 %tid, 0
  br i1 %is0, label %zero_scalars, label %zeroed

zero_scalars:
  store i32 0, ptr addrspace(3) @mx, align 4
  store i32 0, ptr addrspace(3) @cnt, align 4
  br label %zeroed

zeroed:
  call void @llvm.nvvm.barrier0()
  %g7 = mul i32 %g, 7
  %bin = urem i32 %g7, 16
  %binw = zext i32 %bin to i64
  %pb = getelementptr inbounds [16 x i32], ptr addrspace(3) @bins, i64 0, i64 %binw
  %r1 = atomicrmw add ptr addrspace(3) %pb, i32 1 monotonic, align 4
  %gen = addrspacecast ptr addrspace(3) %pb to ptr
  %r2 = atomicrmw add ptr %gen, i32 2 syncscope("block") monotonic, align 4
  %r3 = atomicrmw max ptr addrspace(3) @mx, i32 %g monotonic, align 4
  %cg = addrspacecast ptr addrspace(3) @cnt to ptr
  %r4 = atomicrmw uinc_wrap ptr %cg, i32 1000 monotonic, align 4
  call void @llvm.nvvm.barrier0()
  br i1 %first16, label %write, label %done

write:
  %t = zext i32 %tid to i64
  %pv = getelementptr inbounds [16 x i32], ptr addrspace(3) @bins, i64 0, i64 %t
  %v = load i32, ptr addrspace(3) %pv, align 4
  %c16 = mul i32 %ctaid, 16
  %hi = add i32 %c16, %tid
  %hiw = zext i32 %hi to i64
  %ph = getelementptr inbounds i32, ptr %hist, i64 %hiw
  store i32 %v, ptr %ph, align 4
  %lane0 = icmp eq i32 %tid, 0
  br i1 %lane0, label %write_scalars, label %done

write_scalars:
  %m = load i32, ptr addrspace(3) @mx, align 4
  %c = load i32, ptr addrspace(3) @cnt, align 4
  %cw = zext i32 %ctaid to i64
  %pm = getelementptr inbounds i32, ptr %blockmax, i64 %cw
  store i32 %m, ptr %pm, align 4
  %pc = getelementptr inbounds i32, ptr %blockcnt, i64 %cw
  store i32 %c, ptr %pc, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @shared_atomics, !"kernel", i32 1}
