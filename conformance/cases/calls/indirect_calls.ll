; Indirect calls, divergent within a warp: a function pointer chosen per lane by select, and one
; loaded from a constant table of function pointers.
;   out[tid]     = [twice, square, negate][tid % 3](tid)
;   out[n + tid] = fns[(tid + 1) % 3](tid + 1)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@fns = internal addrspace(4) constant [3 x ptr] [ptr @twice, ptr @square, ptr @negate], align 8

define internal i32 @twice(i32 %x) #0 {
entry:
  %r = shl i32 %x, 1
  ret i32 %r
}

define internal i32 @square(i32 %x) #0 {
entry:
  %r = mul i32 %x, %x
  ret i32 %r
}

define internal i32 @negate(i32 %x) #0 {
entry:
  %r = sub i32 0, %x
  ret i32 %r
}

define void @indirect_calls(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %k = urem i32 %tid, 3
  %is0 = icmp eq i32 %k, 0
  %is1 = icmp eq i32 %k, 1
  %f12 = select i1 %is1, ptr @square, ptr @negate
  %fp = select i1 %is0, ptr @twice, ptr %f12
  %r = call i32 %fp(i32 %tid)
  %i = zext i32 %tid to i64
  %o0 = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %r, ptr %o0, align 4
  %t1 = add i32 %tid, 1
  %k1 = urem i32 %t1, 3
  %k1w = zext i32 %k1 to i64
  %pf = getelementptr inbounds [3 x ptr], ptr addrspace(4) @fns, i64 0, i64 %k1w
  %fp2 = load ptr, ptr addrspace(4) %pf, align 8
  %r2 = call i32 %fp2(i32 %t1)
  %n = zext i32 %ntid to i64
  %j = add i64 %i, %n
  %o1 = getelementptr inbounds i32, ptr %out, i64 %j
  store i32 %r2, ptr %o1, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

attributes #0 = { noinline }

!nvvm.annotations = !{!0}
!0 = !{ptr @indirect_calls, !"kernel", i32 1}
