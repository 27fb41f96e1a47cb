; Vector operations on <4 x i32> (one vector per lane, out region k at out + k * 32 vectors):
;   0: add  1: mul then shl by <0,1,2,3>  2: icmp ugt + select (unsigned max)
;   3: shufflevector a, b with mask <7,0,5,0>  4: insertelement (lane id at 1, a3^b3 at 3)
;   5: {a0's bytes reversed through <4 x i8>, a[tid&3] (dynamic extractelement), b3, byte tid&3 of a0}
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @vector_ops(ptr %a, ptr %b, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr inbounds <4 x i32>, ptr %a, i64 %i
  %pb = getelementptr inbounds <4 x i32>, ptr %b, i64 %i
  %va = load <4 x i32>, ptr %pa, align 16
  %vb = load <4 x i32>, ptr %pb, align 16
  %add = add <4 x i32> %va, %vb
  %o0 = getelementptr inbounds <4 x i32>, ptr %out, i64 %i
  store <4 x i32> %add, ptr %o0, align 16
  %mul = mul <4 x i32> %va, %vb
  %shl = shl <4 x i32> %mul, <i32 0, i32 1, i32 2, i32 3>
  %j1 = add i64 %i, 32
  %o1 = getelementptr inbounds <4 x i32>, ptr %out, i64 %j1
  store <4 x i32> %shl, ptr %o1, align 16
  %gt = icmp ugt <4 x i32> %va, %vb
  %max = select <4 x i1> %gt, <4 x i32> %va, <4 x i32> %vb
  %j2 = add i64 %i, 64
  %o2 = getelementptr inbounds <4 x i32>, ptr %out, i64 %j2
  store <4 x i32> %max, ptr %o2, align 16
  %sh = shufflevector <4 x i32> %va, <4 x i32> %vb, <4 x i32> <i32 7, i32 0, i32 5, i32 0>
  %j3 = add i64 %i, 96
  %o3 = getelementptr inbounds <4 x i32>, ptr %out, i64 %j3
  store <4 x i32> %sh, ptr %o3, align 16
  %ins1 = insertelement <4 x i32> %va, i32 %tid, i32 1
  %a3 = extractelement <4 x i32> %va, i32 3
  %b3 = extractelement <4 x i32> %vb, i64 3
  %x3 = xor i32 %a3, %b3
  %ins = insertelement <4 x i32> %ins1, i32 %x3, i64 3
  %j4 = add i64 %i, 128
  %o4 = getelementptr inbounds <4 x i32>, ptr %out, i64 %j4
  store <4 x i32> %ins, ptr %o4, align 16
  %a0 = extractelement <4 x i32> %va, i32 0
  %bytes = bitcast i32 %a0 to <4 x i8>
  %rev = shufflevector <4 x i8> %bytes, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %revi = bitcast <4 x i8> %rev to i32
  %k = and i32 %tid, 3
  %dyn = extractelement <4 x i32> %va, i32 %k
  %byte = extractelement <4 x i8> %bytes, i32 %k
  %bytew = zext i8 %byte to i32
  %r0 = insertelement <4 x i32> poison, i32 %revi, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %dyn, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %b3, i32 2
  %r3 = insertelement <4 x i32> %r2, i32 %bytew, i32 3
  %j5 = add i64 %i, 160
  %o5 = getelementptr inbounds <4 x i32>, ptr %out, i64 %j5
  store <4 x i32> %r3, ptr %o5, align 16
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @vector_ops, !"kernel", i32 1}
