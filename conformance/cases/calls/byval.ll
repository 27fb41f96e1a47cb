; A struct passed by value to a kernel (ptr byval, launched with raw bytes) and from the kernel to
; a device function, whose changes to its copy the caller must not see.
; %Params = {i32 n, float scale, i64 offset, [2 x i32] pair}: offsets 0 4 8 16, 24 bytes. Per lane
; t, six i32: n + t, bits(scale * t), trunc(offset + t), pair[t & 1], the callee's result
; (its copy's n after it stored n * 2 + t), and the caller's copy's n after the call (still n).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%Params = type { i32, float, i64, [2 x i32] }

define internal i32 @mutate(ptr byval(%Params) align 8 %p, i32 %t) #0 {
entry:
  %pn = getelementptr inbounds %Params, ptr %p, i32 0, i32 0
  %n = load i32, ptr %pn, align 8
  %n2 = shl i32 %n, 1
  %n2t = add i32 %n2, %t
  store i32 %n2t, ptr %pn, align 8
  %back = load i32, ptr %pn, align 8
  ret i32 %back
}

define void @byval_kernel(ptr byval(%Params) align 8 %prm, ptr %out) {
entry:
  %copy = alloca %Params, align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pn = getelementptr inbounds %Params, ptr %prm, i32 0, i32 0
  %ps = getelementptr inbounds %Params, ptr %prm, i32 0, i32 1
  %po = getelementptr inbounds %Params, ptr %prm, i32 0, i32 2
  %t1 = and i64 %i, 1
  %pp = getelementptr inbounds %Params, ptr %prm, i32 0, i32 3, i64 %t1
  %n = load i32, ptr %pn, align 8
  %s = load float, ptr %ps, align 4
  %off = load i64, ptr %po, align 8
  %pair = load i32, ptr %pp, align 4
  %base = mul i64 %i, 6
  %o = getelementptr inbounds i32, ptr %out, i64 %base
  %r0 = add i32 %n, %tid
  store i32 %r0, ptr %o, align 4
  %tf = uitofp i32 %tid to float
  %sc = fmul float %s, %tf
  %scb = bitcast float %sc to i32
  %o1 = getelementptr inbounds i32, ptr %o, i64 1
  store i32 %scb, ptr %o1, align 4
  %ot = add i64 %off, %i
  %ott = trunc i64 %ot to i32
  %o2 = getelementptr inbounds i32, ptr %o, i64 2
  store i32 %ott, ptr %o2, align 4
  %o3 = getelementptr inbounds i32, ptr %o, i64 3
  store i32 %pair, ptr %o3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %copy, ptr align 8 %prm, i64 24, i1 false)
  %m = call i32 @mutate(ptr byval(%Params) align 8 %copy, i32 %tid)
  %o4 = getelementptr inbounds i32, ptr %o, i64 4
  store i32 %m, ptr %o4, align 4
  %cn = getelementptr inbounds %Params, ptr %copy, i32 0, i32 0
  %after = load i32, ptr %cn, align 8
  %o5 = getelementptr inbounds i32, ptr %o, i64 5
  store i32 %after, ptr %o5, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)

attributes #0 = { noinline }

!nvvm.annotations = !{!0}
!0 = !{ptr @byval_kernel, !"kernel", i32 1}
