; Recursion with per-lane depths: fib(tid % 16), each frame keeping its n in an alloca that must
; survive the recursive calls (a clobbered frame returns -1000000), and the sum of a binary tree
; in a buffer (node k: {value, left, right}, -1 for none) from node tid % 15.
;   out[tid] = fib(tid % 16)        out[n + tid] = sum_tree(tid % 15) (low 32 bits)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal i32 @fib(i32 %n) #0 {
entry:
  %slot = alloca i32, align 4
  store i32 %n, ptr %slot, align 4
  %small = icmp slt i32 %n, 2
  br i1 %small, label %base, label %rec

base:
  ret i32 %n

rec:
  %n1 = sub i32 %n, 1
  %n2 = sub i32 %n, 2
  %f1 = call i32 @fib(i32 %n1)
  %f2 = call i32 @fib(i32 %n2)
  %sum = add i32 %f1, %f2
  %saved = load i32, ptr %slot, align 4
  %intact = icmp eq i32 %saved, %n
  %r = select i1 %intact, i32 %sum, i32 -1000000
  ret i32 %r
}

define internal i64 @sum_tree(ptr %nodes, i32 %k) #0 {
entry:
  %none = icmp slt i32 %k, 0
  br i1 %none, label %leaf, label %node

leaf:
  ret i64 0

node:
  %kw = sext i32 %k to i64
  %pv = getelementptr inbounds [3 x i32], ptr %nodes, i64 %kw, i64 0
  %pl = getelementptr inbounds [3 x i32], ptr %nodes, i64 %kw, i64 1
  %pr = getelementptr inbounds [3 x i32], ptr %nodes, i64 %kw, i64 2
  %v = load i32, ptr %pv, align 4
  %l = load i32, ptr %pl, align 4
  %r = load i32, ptr %pr, align 4
  %sl = call i64 @sum_tree(ptr %nodes, i32 %l)
  %sr = call i64 @sum_tree(ptr %nodes, i32 %r)
  %vw = zext i32 %v to i64
  %s1 = add i64 %vw, %sl
  %s2 = add i64 %s1, %sr
  ret i64 %s2
}

define void @recursion(ptr %nodes, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %k16 = urem i32 %tid, 16
  %f = call i32 @fib(i32 %k16)
  %i = zext i32 %tid to i64
  %o0 = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %f, ptr %o0, align 4
  %k15 = urem i32 %tid, 15
  %s = call i64 @sum_tree(ptr %nodes, i32 %k15)
  %st = trunc i64 %s to i32
  %n = zext i32 %ntid to i64
  %j = add i64 %i, %n
  %o1 = getelementptr inbounds i32, ptr %out, i64 %j
  store i32 %st, ptr %o1, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

attributes #0 = { noinline }

!nvvm.annotations = !{!0}
!0 = !{ptr @recursion, !"kernel", i32 1}
