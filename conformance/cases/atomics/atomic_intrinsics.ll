; NVVM atomic intrinsics as older producers emit them (clang 14, libNVVM): atom.inc/dec with a
; limit, scoped add/max/exch/cas (.cta, .sys), and atom.add.f32. Per lane t on its own cells
; (cells[8 t + k], initial values from the input), out[8 t + k] = the old value returned:
;   0 inc (limit 10)  1 dec (limit 10)  2 add.cta t  3 max.sys (t - 16)  4 exch.cta t * 3
;   5 cas.sys (expect t, new 77)  6 and.cta 0xf0f0  7 add.f32 (cells[8t+7] as float) + 0.25 t
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @atomic_intrinsics(ptr %cells, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %base = mul i64 %i, 8
  %p0 = getelementptr inbounds i32, ptr %cells, i64 %base
  %p1 = getelementptr inbounds i32, ptr %p0, i64 1
  %p2 = getelementptr inbounds i32, ptr %p0, i64 2
  %p3 = getelementptr inbounds i32, ptr %p0, i64 3
  %p4 = getelementptr inbounds i32, ptr %p0, i64 4
  %p5 = getelementptr inbounds i32, ptr %p0, i64 5
  %p6 = getelementptr inbounds i32, ptr %p0, i64 6
  %p7 = getelementptr inbounds i32, ptr %p0, i64 7
  %r0 = call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %p0, i32 10)
  %r1 = call i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr %p1, i32 10)
  %r2 = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %p2, i32 %tid)
  %t16 = sub i32 %tid, 16
  %r3 = call i32 @llvm.nvvm.atomic.max.gen.i.sys.i32.p0(ptr %p3, i32 %t16)
  %t3 = mul i32 %tid, 3
  %r4 = call i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr %p4, i32 %t3)
  %r5 = call i32 @llvm.nvvm.atomic.cas.gen.i.sys.i32.p0(ptr %p5, i32 %tid, i32 77)
  %r6 = call i32 @llvm.nvvm.atomic.and.gen.i.cta.i32.p0(ptr %p6, i32 61680)
  %tf = uitofp i32 %tid to float
  %q = fmul float %tf, 2.500000e-01
  %r7 = call float @llvm.nvvm.atomic.load.add.f32.p0(ptr %p7, float %q)
  %r7b = bitcast float %r7 to i32
  %o0 = getelementptr inbounds i32, ptr %out, i64 %base
  store i32 %r0, ptr %o0, align 4
  %o1 = getelementptr inbounds i32, ptr %o0, i64 1
  store i32 %r1, ptr %o1, align 4
  %o2 = getelementptr inbounds i32, ptr %o0, i64 2
  store i32 %r2, ptr %o2, align 4
  %o3 = getelementptr inbounds i32, ptr %o0, i64 3
  store i32 %r3, ptr %o3, align 4
  %o4 = getelementptr inbounds i32, ptr %o0, i64 4
  store i32 %r4, ptr %o4, align 4
  %o5 = getelementptr inbounds i32, ptr %o0, i64 5
  store i32 %r5, ptr %o5, align 4
  %o6 = getelementptr inbounds i32, ptr %o0, i64 6
  store i32 %r6, ptr %o6, align 4
  %o7 = getelementptr inbounds i32, ptr %o0, i64 7
  store i32 %r7b, ptr %o7, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.max.gen.i.sys.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.cas.gen.i.sys.i32.p0(ptr, i32, i32)
declare i32 @llvm.nvvm.atomic.and.gen.i.cta.i32.p0(ptr, i32)
declare float @llvm.nvvm.atomic.load.add.f32.p0(ptr, float)

!nvvm.annotations = !{!0}
!0 = !{ptr @atomic_intrinsics, !"kernel", i32 1}
