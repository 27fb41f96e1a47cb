; getelementptr: struct fields with padding (%T = {i8, i32, i8, i64, [3 x i16]}: offsets 0 4 8 16
; 24, size 32), an array inside a struct, nested arrays, negative and i32 (sign-extended) indices,
; byte offsets, and a constant-expression GEP into a global (vector GEPs: gep_vector.ll). Lane i < 4:
;   out[8i + 0..4] = the five fields of rec[i] (sign-extended; field 4: element 2 of the array)
;   out[8i + 5] = grid[i][3 - i] of an [8 x [4 x i32]] view of rec (= i32 word 4i + 3 - i)
;   out[8i + 6] = word (8i + 6 - 2) read through an i32 index of -2, plus the byte at offset 33i
;   out[8i + 7] = @tbl[3] + @tbl[i] (a constant-expression GEP and an indexed one)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%T = type { i8, i32, i8, i64, [3 x i16] }

@tbl = addrspace(1) global [8 x i32] [i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107]

define void @gep(ptr %rec, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %p0 = getelementptr inbounds %T, ptr %rec, i64 %i, i32 0
  %p1 = getelementptr inbounds %T, ptr %rec, i64 %i, i32 1
  %p2 = getelementptr inbounds %T, ptr %rec, i64 %i, i32 2
  %p3 = getelementptr inbounds %T, ptr %rec, i64 %i, i32 3
  %p4 = getelementptr inbounds %T, ptr %rec, i64 %i, i32 4, i64 2
  %v0 = load i8, ptr %p0, align 8
  %v1 = load i32, ptr %p1, align 4
  %v2 = load i8, ptr %p2, align 8
  %v3 = load i64, ptr %p3, align 8
  %v4 = load i16, ptr %p4, align 4
  %w0 = sext i8 %v0 to i64
  %w1 = sext i32 %v1 to i64
  %w2 = sext i8 %v2 to i64
  %w4 = sext i16 %v4 to i64
  %base = mul i64 %i, 8
  %o = getelementptr inbounds i64, ptr %out, i64 %base
  store i64 %w0, ptr %o, align 8
  %o1 = getelementptr inbounds i64, ptr %o, i64 1
  store i64 %w1, ptr %o1, align 8
  %o2 = getelementptr inbounds i64, ptr %o, i64 2
  store i64 %w2, ptr %o2, align 8
  %o3 = getelementptr inbounds i64, ptr %o, i64 3
  store i64 %v3, ptr %o3, align 8
  %o4 = getelementptr inbounds i64, ptr %o, i64 4
  store i64 %w4, ptr %o4, align 8
  ; nested arrays
  %col = sub i64 3, %i
  %pg = getelementptr inbounds [8 x [4 x i32]], ptr %rec, i64 0, i64 %i, i64 %col
  %g = load i32, ptr %pg, align 4
  %gw = zext i32 %g to i64
  %o5 = getelementptr inbounds i64, ptr %o, i64 5
  store i64 %gw, ptr %o5, align 8
  ; negative i32 index from word 8i + 6, and a byte offset
  %w8 = mul i64 %i, 8
  %w86 = add i64 %w8, 6
  %pw = getelementptr inbounds i32, ptr %rec, i64 %w86
  %neg = sub i32 0, 2
  %pn = getelementptr inbounds i32, ptr %pw, i32 %neg
  %nv = load i32, ptr %pn, align 4
  %nvw = zext i32 %nv to i64
  %b33 = mul i64 %i, 33
  %pb = getelementptr inbounds i8, ptr %rec, i64 %b33
  %bv = load i8, ptr %pb, align 1
  %bvw = zext i8 %bv to i64
  %sum6 = add i64 %nvw, %bvw
  %o6 = getelementptr inbounds i64, ptr %o, i64 6
  store i64 %sum6, ptr %o6, align 8
  ; constant expression
  %c3 = load i32, ptr addrspace(1) getelementptr inbounds ([8 x i32], ptr addrspace(1) @tbl, i64 0, i64 3), align 4
  %pi = getelementptr inbounds [8 x i32], ptr addrspace(1) @tbl, i64 0, i64 %i
  %ti = load i32, ptr addrspace(1) %pi, align 4
  %s7 = add i32 %c3, %ti
  %s7w = zext i32 %s7 to i64
  %o7 = getelementptr inbounds i64, ptr %o, i64 7
  store i64 %s7w, ptr %o7, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @gep, !"kernel", i32 1}
