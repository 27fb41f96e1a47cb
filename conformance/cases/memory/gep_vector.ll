; getelementptr producing vectors of pointers: a scalar base with a vector of indices, and a
; vector of bases with a scalar index. Lane i:
;   out[2i]     = a[i] + a[i + 1] + a[i + 2] + a[i + 3]   (one base, indices <i, i+1, i+2, i+3>)
;   out[2i + 1] = a[i + 5] + b[i + 5]                      (bases <a, b>, index i + 5)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @gep_vector(ptr %a, ptr %b, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %v0 = insertelement <4 x i64> poison, i64 %i, i32 0
  %vs = shufflevector <4 x i64> %v0, <4 x i64> poison, <4 x i32> zeroinitializer
  %idx = add <4 x i64> %vs, <i64 0, i64 1, i64 2, i64 3>
  %ptrs = getelementptr inbounds i32, ptr %a, <4 x i64> %idx
  %p0 = extractelement <4 x ptr> %ptrs, i32 0
  %p1 = extractelement <4 x ptr> %ptrs, i32 1
  %p2 = extractelement <4 x ptr> %ptrs, i32 2
  %p3 = extractelement <4 x ptr> %ptrs, i32 3
  %x0 = load i32, ptr %p0, align 4
  %x1 = load i32, ptr %p1, align 4
  %x2 = load i32, ptr %p2, align 4
  %x3 = load i32, ptr %p3, align 4
  %s01 = add i32 %x0, %x1
  %s23 = add i32 %x2, %x3
  %s = add i32 %s01, %s23
  %i2 = shl i64 %i, 1
  %o0 = getelementptr inbounds i32, ptr %out, i64 %i2
  store i32 %s, ptr %o0, align 4
  %b0 = insertelement <2 x ptr> poison, ptr %a, i32 0
  %bases = insertelement <2 x ptr> %b0, ptr %b, i32 1
  %i5 = add i64 %i, 5
  %q = getelementptr inbounds i32, <2 x ptr> %bases, i64 %i5
  %qa = extractelement <2 x ptr> %q, i32 0
  %qb = extractelement <2 x ptr> %q, i32 1
  %ya = load i32, ptr %qa, align 4
  %yb = load i32, ptr %qb, align 4
  %y = add i32 %ya, %yb
  %o1 = getelementptr inbounds i32, ptr %o0, i64 1
  store i32 %y, ptr %o1, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @gep_vector, !"kernel", i32 1}
