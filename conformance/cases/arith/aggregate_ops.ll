; insertvalue and extractvalue. Per lane (out has four i64 per lane):
;   0: s = {v, float(tid), 2v}; t = s with field 2 := s.2 + s.0; t.2
;   1: [4 x i16] {v & 0xffff, v >> 16, tid, 7}, its elements summed as i16
;   2: {i8, [2 x i32]} {tid, [v, tid]}; the array extracted, its elements swapped, as (e0 << 32) | e1
;   3: a phi of aggregates: even lanes get s, odd lanes t; field 2
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { i32, float, i64 }

define void @aggregate_ops(ptr %in, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %in, i64 %i
  %v = load i32, ptr %p, align 4
  %fi = uitofp i32 %tid to float
  %v64 = zext i32 %v to i64
  %v2 = shl i64 %v64, 1
  %s0 = insertvalue %S poison, i32 %v, 0
  %s1 = insertvalue %S %s0, float %fi, 1
  %s = insertvalue %S %s1, i64 %v2, 2
  %e0 = extractvalue %S %s, 0
  %e2 = extractvalue %S %s, 2
  %e0w = zext i32 %e0 to i64
  %t2v = add i64 %e2, %e0w
  %t = insertvalue %S %s, i64 %t2v, 2
  %t2 = extractvalue %S %t, 2
  %base = mul i64 %i, 4
  %o0 = getelementptr inbounds i64, ptr %out, i64 %base
  store i64 %t2, ptr %o0, align 8
  ; array
  %lo = trunc i32 %v to i16
  %hi32 = lshr i32 %v, 16
  %hi = trunc i32 %hi32 to i16
  %ti = trunc i32 %tid to i16
  %a0 = insertvalue [4 x i16] poison, i16 %lo, 0
  %a1 = insertvalue [4 x i16] %a0, i16 %hi, 1
  %a2 = insertvalue [4 x i16] %a1, i16 %ti, 2
  %arr = insertvalue [4 x i16] %a2, i16 7, 3
  %x0 = extractvalue [4 x i16] %arr, 0
  %x1 = extractvalue [4 x i16] %arr, 1
  %x2 = extractvalue [4 x i16] %arr, 2
  %x3 = extractvalue [4 x i16] %arr, 3
  %y01 = add i16 %x0, %x1
  %y23 = add i16 %x2, %x3
  %y = add i16 %y01, %y23
  %yw = zext i16 %y to i64
  %o1 = getelementptr inbounds i64, ptr %o0, i64 1
  store i64 %yw, ptr %o1, align 8
  ; nested
  %t8 = trunc i32 %tid to i8
  %n0 = insertvalue { i8, [2 x i32] } poison, i8 %t8, 0
  %n1 = insertvalue { i8, [2 x i32] } %n0, i32 %v, 1, 0
  %n2 = insertvalue { i8, [2 x i32] } %n1, i32 %tid, 1, 1
  %inner = extractvalue { i8, [2 x i32] } %n2, 1
  %w0 = extractvalue [2 x i32] %inner, 0
  %w1 = extractvalue [2 x i32] %inner, 1
  %sw0 = insertvalue [2 x i32] %inner, i32 %w1, 0
  %sw = insertvalue [2 x i32] %sw0, i32 %w0, 1
  %z0 = extractvalue [2 x i32] %sw, 0
  %z1 = extractvalue [2 x i32] %sw, 1
  %z0w = zext i32 %z0 to i64
  %z1w = zext i32 %z1 to i64
  %z0s = shl i64 %z0w, 32
  %z = or i64 %z0s, %z1w
  %o2 = getelementptr inbounds i64, ptr %o0, i64 2
  store i64 %z, ptr %o2, align 8
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %take_t, label %take_s

take_t:
  br label %join

take_s:
  br label %join

join:
  %ph = phi %S [ %t, %take_t ], [ %s, %take_s ]
  %p2 = extractvalue %S %ph, 2
  %o3 = getelementptr inbounds i64, ptr %o0, i64 3
  store i64 %p2, ptr %o3, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @aggregate_ops, !"kernel", i32 1}
