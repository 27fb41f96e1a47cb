; freeze returns ordinary values unchanged (i32, float, <2 x i32>). freeze of poison yields one
; arbitrary but fixed value: the kernel only checks that it equals itself and that p & 0 == 0.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @freeze_kernel(ptr %in, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %i = zext i32 %tid to i64
  %n = zext i32 %ntid to i64
  %p = getelementptr inbounds i32, ptr %in, i64 %i
  %x = load i32, ptr %p, align 4
  %f = freeze i32 %x
  %xf = bitcast i32 %f to float
  %ff = freeze float %xf
  %fb = bitcast float %ff to i32
  %o0 = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %fb, ptr %o0, align 4
  %v0 = insertelement <2 x i32> poison, i32 %x, i32 0
  %v1 = insertelement <2 x i32> %v0, i32 %x, i32 1
  %fv = freeze <2 x i32> %v1
  %a = extractelement <2 x i32> %fv, i32 0
  %b = extractelement <2 x i32> %fv, i32 1
  %sum = add i32 %a, %b
  %j1 = add i64 %i, %n
  %o1 = getelementptr inbounds i32, ptr %out, i64 %j1
  store i32 %sum, ptr %o1, align 4
  %pz = freeze i32 poison
  %same = icmp eq i32 %pz, %pz
  %z = and i32 %pz, 0
  %zero = icmp eq i32 %z, 0
  %ok = and i1 %same, %zero
  %okw = zext i1 %ok to i32
  %j2 = add i64 %j1, %n
  %o2 = getelementptr inbounds i32, ptr %out, i64 %j2
  store i32 %okw, ptr %o2, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @freeze_kernel, !"kernel", i32 1}
