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
  ret