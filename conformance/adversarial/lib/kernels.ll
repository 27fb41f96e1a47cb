; Well-behaved kernels that the script and option cases of the adversarial corpus launch (the
; attack is in the script or the options, not here). Not a case itself: lib/ is not scanned.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.hello = private unnamed_addr constant [12 x i8] c"hello %d\0A\00\00\00", align 1

; out[i] = in[i] + 1 for i < n (i = global thread index)
define ptx_kernel void @inc(ptr %in, ptr %out, i32 %n) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %inside = icmp slt i32 %i, %n
  br i1 %inside, label %body, label %exit

body:
  %idx = sext i32 %i to i64
  %pin = getelementptr inbounds i32, ptr %in, i64 %idx
  %v = load i32, ptr %pin, align 4
  %v1 = add i32 %v, 1
  %pout = getelementptr inbounds i32, ptr %out, i64 %idx
  store i32 %v1, ptr %pout, align 4
  br label %exit

exit:
  ret void
}

; does nothing: for launch-shape and option attacks
define ptx_kernel void @noop() {
entry:
  ret void
}

; uses its dynamic shared memory: s[tid] = tid, out[tid] = s[ntid - 1 - tid]
@dyn = external addrspace(3) global [0 x i32], align 4

define ptx_kernel void @dynshared(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = zext i32 %tid to i64
  %ps = getelementptr inbounds i32, ptr addrspace(3) @dyn, i64 %t
  store i32 %tid, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  %last = sub i32 %ntid, 1
  %r = sub i32 %last, %tid
  %rr = zext i32 %r to i64
  %pr = getelementptr inbounds i32, ptr addrspace(3) @dyn, i64 %rr
  %v = load i32, ptr addrspace(3) %pr, align 4
  %po = getelementptr inbounds i32, ptr %out, i64 %t
  store i32 %v, ptr %po, align 4
  ret void
}

; while (1) {}: only a time limit ends it
define ptx_kernel void @spin() {
entry:
  br label %loop

loop:
  br label %loop
}

; while (1) __syncthreads();
define ptx_kernel void @barrier_spin() {
entry:
  br label %loop

loop:
  call void @llvm.nvvm.barrier0()
  br label %loop
}

; printf("hello %d\n", tid) n times per thread
define ptx_kernel void @chatty(i32 %n) {
entry:
  %args = alloca i32, align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %tid, ptr %args, align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %r = call i32 @vprintf(ptr @.hello, ptr %args)
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

declare i32 @vprintf(ptr, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
