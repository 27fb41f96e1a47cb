; fence with every ordering and scope LLVM allows (acquire, release, acq_rel, seq_cst; singlethread,
; block, cluster, device, system). The executor is sequentially consistent: they order nothing
; more, but each must decode and run. (LLVM 19's NVPTX backend cannot select `fence` at all; the
; IR is valid all the same.) out[tid] = tid * 3 written between the fences.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @fence_scopes(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  fence syncscope("block") acquire
  %v = mul i32 %tid, 3
  %i = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %v, ptr %p, align 4
  fence syncscope("block") release
  fence syncscope("cluster") acq_rel
  fence syncscope("device") seq_cst
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @fence_scopes, !"kernel", i32 1}
