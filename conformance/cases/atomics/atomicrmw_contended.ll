; All threads of a 4 x 64 grid apply atomicrmw to one location per operation (cells[k]); the final
; values do not depend on the order. The old values returned by `add 1` are 0..255, each exactly
; once: lane marks seen_add[old]. xchg(tid + 1) returns 0 and all values but the final one:
; lane marks seen_xchg[old]; the kernel mark_final marks seen_xchg[final].
; cells (i32 unless noted): 0 add 1, 1 sub gtid, 2 and ~(1 << (gtid % 32)), 3 or 1 << (gtid % 32),
; 4 xor gtid, 5 max (gtid * 37) % 1000 - 500, 6 min same, 7 umax gtid * 0x01010101, 8 umin ~gtid,
; 9 uinc_wrap 100, 10 udec_wrap 1000, 11 xchg gtid + 1, 12 fadd float(gtid % 7), 13 (i64) add
; gtid << 32 | 1, 14 (f64, 8-byte aligned at byte 112) fadd gtid * 0.5, 15 fmax float(-gtid),
; 16 fmin float(gtid - 100)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @contended(ptr %cells, ptr addrspace(1) %seen_add, ptr addrspace(1) %seen_xchg) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b = mul i32 %ctaid, %ntid
  %g = add i32 %b, %tid
  %c0 = getelementptr inbounds i32, ptr %cells, i64 0
  %old = atomicrmw add ptr %c0, i32 1 monotonic, align 4
  %oldw = zext i32 %old to i64
  %sa = getelementptr inbounds i8, ptr addrspace(1) %seen_add, i64 %oldw
  store i8 1, ptr addrspace(1) %sa, align 1
  %c1 = getelementptr inbounds i32, ptr %cells, i64 1
  %r1 = atomicrmw sub ptr %c1, i32 %g seq_cst, align 4
  %bit = and i32 %g, 31
  %one = shl i32 1, %bit
  %notone = xor i32 %one, -1
  %c2 = getelementptr inbounds i32, ptr %cells, i64 2
  %r2 = atomicrmw and ptr %c2, i32 %notone syncscope("device") monotonic, align 4
  %c3 = getelementptr inbounds i32, ptr %cells, i64 3
  %r3 = atomicrmw or ptr %c3, i32 %one acq_rel, align 4
  %c4 = getelementptr inbounds i32, ptr %cells, i64 4
  %r4 = atomicrmw xor ptr %c4, i32 %g monotonic, align 4
  %g37 = mul i32 %g, 37
  %m1000 = urem i32 %g37, 1000
  %sv = sub i32 %m1000, 500
  %c5 = getelementptr inbounds i32, ptr %cells, i64 5
  %r5 = atomicrmw max ptr %c5, i32 %sv monotonic, align 4
  %c6 = getelementptr inbounds i32, ptr %cells, i64 6
  %r6 = atomicrmw min ptr %c6, i32 %sv monotonic, align 4
  %uv = mul i32 %g, 16843009
  %c7 = getelementptr inbounds i32, ptr %cells, i64 7
  %r7 = atomicrmw umax ptr %c7, i32 %uv monotonic, align 4
  %ng = xor i32 %g, -1
  %c8 = getelementptr inbounds i32, ptr %cells, i64 8
  %r8 = atomicrmw umin ptr %c8, i32 %ng monotonic, align 4
  %c9 = getelementptr inbounds i32, ptr %cells, i64 9
  %r9 = atomicrmw uinc_wrap ptr %c9, i32 100 monotonic, align 4
  %c10 = getelementptr inbounds i32, ptr %cells, i64 10
  %r10 = atomicrmw udec_wrap ptr %c10, i32 1000 monotonic, align 4
  %g1 = add i32 %g, 1
  %c11 = getelementptr inbounds i32, ptr %cells, i64 11
  %x = atomicrmw xchg ptr %c11, i32 %g1 monotonic, align 4
  %xw = zext i32 %x to i64
  %sx = getelementptr inbounds i8, ptr addrspace(1) %seen_xchg, i64 %xw
  store i8 1, ptr addrspace(1) %sx, align 1
  %g7 = urem i32 %g, 7
  %f7 = uitofp i32 %g7 to float
  %c12 = getelementptr inbounds i32, ptr %cells, i64 12
  %r12 = atomicrmw fadd ptr %c12, float %f7 monotonic, align 4
  %gw = zext i32 %g to i64
  %gh = shl i64 %gw, 32
  %gv = or i64 %gh, 1
  %c13 = getelementptr inbounds i8, ptr %cells, i64 104
  %r13 = atomicrmw add ptr %c13, i64 %gv monotonic, align 8
  %gd = uitofp i32 %g to double
  %gd2 = fmul double %gd, 5.000000e-01
  %c14 = getelementptr inbounds i8, ptr %cells, i64 112
  %r14 = atomicrmw fadd ptr %c14, double %gd2 monotonic, align 8
  %gf = uitofp i32 %g to float
  %ngf = fneg float %gf
  %c15 = getelementptr inbounds i8, ptr %cells, i64 120
  %r15 = atomicrmw fmax ptr %c15, float %ngf monotonic, align 4
  %g100 = sub i32 %g, 100
  %gf100 = sitofp i32 %g100 to float
  %c16 = getelementptr inbounds i8, ptr %cells, i64 124
  %r16 = atomicrmw fmin ptr %c16, float %gf100 monotonic, align 4
  ret void
}

define void @mark_final(ptr %cells, ptr addrspace(1) %seen_xchg) {
entry:
  %c11 = getelementptr inbounds i32, ptr %cells, i64 11
  %f = load i32, ptr %c11, align 4
  %fw = zext i32 %f to i64
  %s = getelementptr inbounds i8, ptr addrspace(1) %seen_xchg, i64 %fw
  store i8 1, ptr addrspace(1) %s, align 1
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @contended, !"kernel", i32 1}
!1 = !{ptr @mark_final, !"kernel", i32 1}
