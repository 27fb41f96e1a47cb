; Per-warp reductions over 3 blocks x 64 threads: a shfl.sync.down sum tree (offsets 16 8 4 2 1)
; and redux.sync add/min/max/umin/umax/and/or/xor. Lane 0 of warp w writes out[9w + 0..8]:
; tree sum, redux add, min, max, umin, umax, and, or, xor.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @warp_reduce(ptr %vals, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b = mul i32 %ctaid, %ntid
  %g = add i32 %b, %tid
  %gi = zext i32 %g to i64
  %pv = getelementptr inbounds i32, ptr %vals, i64 %gi
  %v = load i32, ptr %pv, align 4
  %d16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 16, i32 31)
  %s16 = add i32 %v, %d16
  %d8 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %s16, i32 8, i32 31)
  %s8 = add i32 %s16, %d8
  %d4 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %s8, i32 4, i32 31)
  %s4 = add i32 %s8, %d4
  %d2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %s4, i32 2, i32 31)
  %s2 = add i32 %s4, %d2
  %d1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %s2, i32 1, i32 31)
  %s1 = add i32 %s2, %d1
  %radd = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 -1)
  %rmin = call i32 @llvm.nvvm.redux.sync.min(i32 %v, i32 -1)
  %rmax = call i32 @llvm.nvvm.redux.sync.max(i32 %v, i32 -1)
  %rumin = call i32 @llvm.nvvm.redux.sync.umin(i32 %v, i32 -1)
  %rumax = call i32 @llvm.nvvm.redux.sync.umax(i32 %v, i32 -1)
  %rand = call i32 @llvm.nvvm.redux.sync.and(i32 %v, i32 -1)
  %ror = call i32 @llvm.nvvm.redux.sync.or(i32 %v, i32 -1)
  %rxor = call i32 @llvm.nvvm.redux.sync.xor(i32 %v, i32 -1)
  %lane = and i32 %g, 31
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %write, label %exit

write:
  %w = lshr i32 %g, 5
  %w9 = mul i32 %w, 9
  %wi = zext i32 %w9 to i64
  %o = getelementptr inbounds i32, ptr %out, i64 %wi
  store i32 %s1, ptr %o, align 4
  %o1 = getelementptr inbounds i32, ptr %o, i64 1
  store i32 %radd, ptr %o1, align 4
  %o2 = getelementptr inbounds i32, ptr %o, i64 2
  store i32 %rmin, ptr %o2, align 4
  %o3 = getelementptr inbounds i32, ptr %o, i64 3
  store i32 %rmax, ptr %o3, align 4
  %o4 = getelementptr inbounds i32, ptr %o, i64 4
  store i32 %rumin, ptr %o4, align 4
  %o5 = getelementptr inbounds i32, ptr %o, i64 5
  store i32 %rumax, ptr %o5, align 4
  %o6 = getelementptr inbounds i32, ptr %o, i64 6
  store i32 %rand, ptr %o6, align 4
  %o7 = getelementptr inbounds i32, ptr %o, i64 7
  store i32 %ror, ptr %o7, align 4
  %o8 = getelementptr inbounds i32, ptr %o, i64 8
  store i32 %rxor, ptr %o8, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)
declare i32 @llvm.nvvm.redux.sync.and(i32, i32)
declare i32 @llvm.nvvm.redux.sync.or(i32, i32)
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32)

!nvvm.annotations = !{!0}
!0 = !{ptr @warp_reduce, !"kernel", i32 1}
