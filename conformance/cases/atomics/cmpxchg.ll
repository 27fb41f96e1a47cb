; cmpxchg: per lane on its own cell (i32 and i64, strong and weak, global and shared), returning
; { old, success }, and a contended compare-and-swap loop that adds gtid to one counter.
;   res32[2 i] = old, res32[2 i + 1] = success   (mem32[i] == cmp32[i] for even i only)
;   res64[2 i] = old, res64[2 i + 1] = success   (weak; mem64[i] == cmp64[i] for i % 3 == 0)
;   shared: s[tid] = tid; cmpxchg(s[tid ^ 1], tid ^ 1, 1000 + tid) succeeds for every lane;
;           resS[i] = s[i] after a barrier
;   counter: sum of gtid over the 2 x 64 grid
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [64 x i32] undef, align 4

define void @cmpxchg_kernel(ptr %mem32, ptr %cmp32, ptr %res32, ptr addrspace(1) %mem64, ptr %cmp64, ptr %res64, ptr %resS, ptr %counter) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b = mul i32 %ctaid, %ntid
  %g = add i32 %b, %tid
  %i = zext i32 %g to i64
  %pm = getelementptr inbounds i32, ptr %mem32, i64 %i
  %pc = getelementptr inbounds i32, ptr %cmp32, i64 %i
  %cv = load i32, ptr %pc, align 4
  %nv = add i32 %g, 5000
  %pair = cmpxchg ptr %pm, i32 %cv, i32 %nv seq_cst seq_cst, align 4
  %old = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  %okw = zext i1 %ok to i32
  %i2 = shl i64 %i, 1
  %pr = getelementptr inbounds i32, ptr %res32, i64 %i2
  store i32 %old, ptr %pr, align 4
  %pr1 = getelementptr inbounds i32, ptr %pr, i64 1
  store i32 %okw, ptr %pr1, align 4
  %pm64 = getelementptr inbounds i64, ptr addrspace(1) %mem64, i64 %i
  %pc64 = getelementptr inbounds i64, ptr %cmp64, i64 %i
  %cv64 = load i64, ptr %pc64, align 8
  %nv64 = shl i64 %i, 36
  %pair64 = cmpxchg weak ptr addrspace(1) %pm64, i64 %cv64, i64 %nv64 syncscope("device") acq_rel monotonic, align 8
  %old64 = extractvalue { i64, i1 } %pair64, 0
  %ok64 = extractvalue { i64, i1 } %pair64, 1
  %ok64w = zext i1 %ok64 to i64
  %pr64 = getelementptr inbounds i64, ptr %res64, i64 %i2
  store i64 %old64, ptr %pr64, align 8
  %pr64b = getelementptr inbounds i64, ptr %pr64, i64 1
  store i64 %ok64w, ptr %pr64b, align 8
  ; shared memory (the block's own copy)
  %t = zext i32 %tid to i64
  %ps = getelementptr inbounds [64 x i32], ptr addrspace(3) @s, i64 0, i64 %t
  store i32 %tid, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier0()
  %tx = xor i32 %tid, 1
  %txw = zext i32 %tx to i64
  %pn = getelementptr inbounds [64 x i32], ptr addrspace(3) @s, i64 0, i64 %txw
  %sv = add i32 %tid, 1000
  %spair = cmpxchg ptr addrspace(3) %pn, i32 %tx, i32 %sv syncscope("block") monotonic monotonic, align 4
  call void @llvm.nvvm.barrier0()
  %fin = load i32, ptr addrspace(3) %ps, align 4
  %prs = getelementptr inbounds i32, ptr %resS, i64 %i
  store i32 %fin, ptr %prs, align 4
  ; contended CAS loop
  %cur0 = load volatile i32, ptr %counter, align 4
  br label %retry

retry:
  %cur = phi i32 [ %cur0, %entry ], [ %seen, %retry ]
  %want = add i32 %cur, %g
  %cpair = cmpxchg ptr %counter, i32 %cur, i32 %want monotonic monotonic, align 4
  %seen = extractvalue { i32, i1 } %cpair, 0
  %done = extractvalue { i32, i1 } %cpair, 1
  br i1 %done, label %exit, label %retry

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @cmpxchg_kernel, !"kernel", i32 1}
