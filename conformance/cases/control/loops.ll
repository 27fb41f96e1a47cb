; Loops whose trip counts differ per lane (divergent back edges and exits):
;   out[tid]      = Collatz steps of tid + 1 (while n != 1: n = n odd ? 3n + 1 : n / 2)
;   out[n + tid]  = for k in 0..tid: if k % 3 == 0 continue; sum += k; if sum > 200 break  -> sum * 1000 + k
;   out[2n + tid] = a doubly nested loop: sum over i < tid % 7, j < i of (i * j + 1)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @loops(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %n0 = add i32 %tid, 1
  br label %collatz

collatz:
  %n = phi i32 [ %n0, %entry ], [ %next, %step ]
  %steps = phi i32 [ 0, %entry ], [ %steps1, %step ]
  %done = icmp eq i32 %n, 1
  br i1 %done, label %collatz_end, label %step

step:
  %odd = and i32 %n, 1
  %isodd = icmp ne i32 %odd, 0
  %n3 = mul i32 %n, 3
  %n31 = add i32 %n3, 1
  %nh = lshr i32 %n, 1
  %next = select i1 %isodd, i32 %n31, i32 %nh
  %steps1 = add i32 %steps, 1
  br label %collatz

collatz_end:
  %i = zext i32 %tid to i64
  %p0 = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %steps, ptr %p0, align 4
  br label %head

head:
  %k = phi i32 [ 0, %collatz_end ], [ %k1, %latch ]
  %sum = phi i32 [ 0, %collatz_end ], [ %sum2, %latch ]
  %inrange = icmp ule i32 %k, %tid
  br i1 %inrange, label %body, label %tail

body:
  %r3 = urem i32 %k, 3
  %skip = icmp eq i32 %r3, 0
  br i1 %skip, label %latch, label %accumulate

accumulate:
  %sum1 = add i32 %sum, %k
  %big = icmp ugt i32 %sum1, 200
  br i1 %big, label %tail, label %latch

latch:
  %sum2 = phi i32 [ %sum, %body ], [ %sum1, %accumulate ]
  %k1 = add i32 %k, 1
  br label %head

tail:
  %fs = phi i32 [ %sum, %head ], [ %sum1, %accumulate ]
  %fk = phi i32 [ %k, %head ], [ %k, %accumulate ]
  %fs1000 = mul i32 %fs, 1000
  %r2 = add i32 %fs1000, %fk
  %n64 = zext i32 %ntid to i64
  %j1 = add i64 %i, %n64
  %p1 = getelementptr inbounds i32, ptr %out, i64 %j1
  store i32 %r2, ptr %p1, align 4
  %lim = urem i32 %tid, 7
  br label %outer

outer:
  %oi = phi i32 [ 0, %tail ], [ %oi1, %outer_latch ]
  %acc = phi i32 [ 0, %tail ], [ %acc_in, %outer_latch ]
  %ocond = icmp ult i32 %oi, %lim
  br i1 %ocond, label %inner, label %exit

inner:
  %ij = phi i32 [ 0, %outer ], [ %ij1, %inner_body ]
  %acc_in = phi i32 [ %acc, %outer ], [ %acc2, %inner_body ]
  %icond = icmp ult i32 %ij, %oi
  br i1 %icond, label %inner_body, label %outer_latch

inner_body:
  %prod = mul i32 %oi, %ij
  %prod1 = add i32 %prod, 1
  %acc2 = add i32 %acc_in, %prod1
  %ij1 = add i32 %ij, 1
  br label %inner

outer_latch:
  %oi1 = add i32 %oi, 1
  br label %outer

exit:
  %j2 = add i64 %j1, %n64
  %p2 = getelementptr inbounds i32, ptr %out, i64 %j2
  store i32 %acc, ptr %p2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @loops, !"kernel", i32 1}
