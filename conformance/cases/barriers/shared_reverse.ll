; barrier0 across the 8 warps of a 256-thread block: s[t] = in[g]; barrier; out[g] = s[255 - t].
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [256 x i32] undef, align 4

define void @shared_reverse(ptr %in, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b = shl i32 %ctaid, 8
  %g = add i32 %b, %tid
  %gi = zext i32 %g to i64
  %ti = zext i32 %tid to i64
  %pin = getelementptr inbounds i32, ptr %in, i64 %gi
  %v = load i32, ptr %pin, align 4
  %ps = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i64 0, i64 %ti
  store i32 %v, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  %r = sub i64 255, %ti
  %pr = getelementptr inbounds [256 x i32], ptr addrspace(3) @s, i64 0, i64 %r
  %x = load i32, ptr addrspace(3) %pr, align 4
  %po = getelementptr inbounds i32, ptr %out, i64 %gi
  store i32 %x, ptr %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @shared_reverse, !"kernel", i32 1}
