; match.any.sync (i32, i64) and match.all.sync (i32p, i64p), full mask, two warps. Lane l of warp w:
;   out[6t + 0] = match.any.i32 of l % 5 + 100 w      out[6t + 1] = match.any.i64 of (l % 3) << 40
;   out[6t + 2, 3] = match.all.i32p of 7 (warp 0) / 7 + (l == 9) (warp 1): mask or 0, predicate
;   out[6t + 4, 5] = match.all.i64p of 2^50 + (l == 31) (warp 0) / 2^50 + 3 (warp 1)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @match_sync(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %l = and i32 %tid, 31
  %l5 = urem i32 %l, 5
  %w100 = mul i32 %w, 100
  %v32 = add i32 %l5, %w100
  %l3 = urem i32 %l, 3
  %l3w = zext i32 %l3 to i64
  %v64 = shl i64 %l3w, 40
  %is9 = icmp eq i32 %l, 9
  %is9w = zext i1 %is9 to i32
  %isw1 = icmp eq i32 %w, 1
  %bump = select i1 %isw1, i32 %is9w, i32 0
  %same32 = add i32 7, %bump
  %is31 = icmp eq i32 %l, 31
  %is31w = zext i1 %is31 to i64
  %alt64 = select i1 %isw1, i64 3, i64 %is31w
  %same64 = add i64 1125899906842624, %alt64
  %a32 = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %v32)
  %a64 = call i32 @llvm.nvvm.match.any.sync.i64(i32 -1, i64 %v64)
  %m32 = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %same32)
  %m64 = call { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32 -1, i64 %same64)
  %m32m = extractvalue { i32, i1 } %m32, 0
  %m32p = extractvalue { i32, i1 } %m32, 1
  %m64m = extractvalue { i32, i1 } %m64, 0
  %m64p = extractvalue { i32, i1 } %m64, 1
  %m32pw = zext i1 %m32p to i32
  %m64pw = zext i1 %m64p to i32
  %i = zext i32 %tid to i64
  %base = mul i64 %i, 6
  %o0 = getelementptr inbounds i32, ptr %out, i64 %base
  store i32 %a32, ptr %o0, align 4
  %o1 = getelementptr inbounds i32, ptr %o0, i64 1
  store i32 %a64, ptr %o1, align 4
  %o2 = getelementptr inbounds i32, ptr %o0, i64 2
  store i32 %m32m, ptr %o2, align 4
  %o3 = getelementptr inbounds i32, ptr %o0, i64 3
  store i32 %m32pw, ptr %o3, align 4
  %o4 = getelementptr inbounds i32, ptr %o0, i64 4
  store i32 %m64m, ptr %o4, align 4
  %o5 = getelementptr inbounds i32, ptr %o0, i64 5
  store i32 %m64pw, ptr %o5, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)
declare i32 @llvm.nvvm.match.any.sync.i64(i32, i64)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32, i64)

!nvvm.annotations = !{!0}
!0 = !{ptr @match_sync, !"kernel", i32 1}
