; Warp collectives inside divergent code, each with the member mask of the lanes that reach it,
; in a 48-thread block (warp 1 has 16 lanes). Per thread: out[3t] = shuffle, out[3t + 1] = ballot,
; out[3t + 2] = activemask.
;   warp 0, lanes 0..15:  shfl.bfly 1 (mask 0xffff), ballot(odd lane), activemask
;   warp 0, lanes 16..31: shfl.down 1 (mask 0xffff0000; lane 31 keeps its own), ballot(lane % 3 == 0)
;   warp 1 (partial):     shfl.idx from lane 0 (mask 0xffff), ballot(true)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @divergent_collectives(ptr %vals, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %tid, 31
  %i = zext i32 %tid to i64
  %pv = getelementptr inbounds i32, ptr %vals, i64 %i
  %v = load i32, ptr %pv, align 4
  %isw0 = icmp ult i32 %tid, 32
  br i1 %isw0, label %w0, label %w1

w0:
  %low = icmp ult i32 %lane, 16
  br i1 %low, label %lo, label %hi

lo:
  %sh1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 65535, i32 %v, i32 1, i32 31)
  %odd = and i32 %lane, 1
  %isodd = icmp ne i32 %odd, 0
  %bal1 = call i32 @llvm.nvvm.vote.ballot.sync(i32 65535, i1 %isodd)
  %act1 = call i32 @llvm.nvvm.activemask()
  br label %join

hi:
  %sh2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -65536, i32 %v, i32 1, i32 31)
  %m3 = urem i32 %lane, 3
  %is3 = icmp eq i32 %m3, 0
  %bal2 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -65536, i1 %is3)
  %act2 = call i32 @llvm.nvvm.activemask()
  br label %join

w1:
  %sh3 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 65535, i32 %v, i32 0, i32 31)
  %bal3 = call i32 @llvm.nvvm.vote.ballot.sync(i32 65535, i1 true)
  %act3 = call i32 @llvm.nvvm.activemask()
  br label %join

join:
  %sh = phi i32 [ %sh1, %lo ], [ %sh2, %hi ], [ %sh3, %w1 ]
  %bal = phi i32 [ %bal1, %lo ], [ %bal2, %hi ], [ %bal3, %w1 ]
  %act = phi i32 [ %act1, %lo ], [ %act2, %hi ], [ %act3, %w1 ]
  %base = mul i64 %i, 3
  %o0 = getelementptr inbounds i32, ptr %out, i64 %base
  store i32 %sh, ptr %o0, align 4
  %o1 = getelementptr inbounds i32, ptr %o0, i64 1
  store i32 %bal, ptr %o1, align 4
  %o2 = getelementptr inbounds i32, ptr %o0, i64 2
  store i32 %act, ptr %o2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.nvvm.activemask()

!nvvm.annotations = !{!0}
!0 = !{ptr @divergent_collectives, !"kernel", i32 1}
