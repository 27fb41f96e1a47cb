; Module globals: they persist across launches of one run, carry initialisers (arrays, structs,
; strings, a pointer to another global through a constant expression), and live in the global (1),
; constant (4) and generic (0) address spaces.
;   bump (launched twice): counter[tid] += tid + 1; out[tid] = counter[tid]  (2 (tid + 1) after two)
;   read_globals: out[8 tid + k] = init[tid & 3], table[tid & 7], rec.0, rec.1 bits, rec.2[tid & 1],
;                 *gptr (init[2]), plain, a volatile load of counter[tid]
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@counter = addrspace(1) global [32 x i32] zeroinitializer, align 4
@init = addrspace(1) global [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
@table = addrspace(4) constant [8 x i16] [i16 1, i16 -2, i16 3, i16 -4, i16 5, i16 -6, i16 7, i16 -8], align 2
@rec = addrspace(1) global { i32, float, [2 x i8] } { i32 7, float 1.500000e+00, [2 x i8] c"AB" }, align 4
@gptr = addrspace(1) global ptr addrspacecast (ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @init, i64 0, i64 2) to ptr), align 8
@plain = global i32 5, align 4

define void @bump(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p = getelementptr inbounds [32 x i32], ptr addrspace(1) @counter, i64 0, i64 %i
  %c = load i32, ptr addrspace(1) %p, align 4
  %t1 = add i32 %tid, 1
  %c1 = add i32 %c, %t1
  store i32 %c1, ptr addrspace(1) %p, align 4
  %o = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %c1, ptr %o, align 4
  ret void
}

define void @read_globals(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %base = mul i64 %i, 8
  %o = getelementptr inbounds i32, ptr %out, i64 %base
  %i3 = and i64 %i, 3
  %pi = getelementptr inbounds [4 x i32], ptr addrspace(1) @init, i64 0, i64 %i3
  %vi = load i32, ptr addrspace(1) %pi, align 4
  store i32 %vi, ptr %o, align 4
  %i7 = and i64 %i, 7
  %pt = getelementptr inbounds [8 x i16], ptr addrspace(4) @table, i64 0, i64 %i7
  %vt = load i16, ptr addrspace(4) %pt, align 2
  %vtw = sext i16 %vt to i32
  %o1 = getelementptr inbounds i32, ptr %o, i64 1
  store i32 %vtw, ptr %o1, align 4
  %r0 = load i32, ptr addrspace(1) @rec, align 4
  %o2 = getelementptr inbounds i32, ptr %o, i64 2
  store i32 %r0, ptr %o2, align 4
  %pr1 = getelementptr inbounds { i32, float, [2 x i8] }, ptr addrspace(1) @rec, i64 0, i32 1
  %r1 = load float, ptr addrspace(1) %pr1, align 4
  %r1b = bitcast float %r1 to i32
  %o3 = getelementptr inbounds i32, ptr %o, i64 3
  store i32 %r1b, ptr %o3, align 4
  %i1 = and i64 %i, 1
  %pr2 = getelementptr inbounds { i32, float, [2 x i8] }, ptr addrspace(1) @rec, i64 0, i32 2, i64 %i1
  %r2 = load i8, ptr addrspace(1) %pr2, align 1
  %r2w = zext i8 %r2 to i32
  %o4 = getelementptr inbounds i32, ptr %o, i64 4
  store i32 %r2w, ptr %o4, align 4
  %gp = load ptr, ptr addrspace(1) @gptr, align 8
  %gv = load i32, ptr %gp, align 4
  %o5 = getelementptr inbounds i32, ptr %o, i64 5
  store i32 %gv, ptr %o5, align 4
  %pl = load i32, ptr @plain, align 4
  %o6 = getelementptr inbounds i32, ptr %o, i64 6
  store i32 %pl, ptr %o6, align 4
  %pc = getelementptr inbounds [32 x i32], ptr addrspace(1) @counter, i64 0, i64 %i
  %vc = load volatile i32, ptr addrspace(1) %pc, align 4
  %o7 = getelementptr inbounds i32, ptr %o, i64 7
  store volatile i32 %vc, ptr %o7, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @bump, !"kernel", i32 1}
!1 = !{ptr @read_globals, !"kernel", i32 1}
