; Message passing between warps of a block: warp 1 writes data, fences (fence seq_cst,
; membar.cta/gl/sys) and sets a flag with a release atomic store; after
; a barrier, warp 0 reads the flag with an acquire atomic load, fences, reads the data.
; (llc-19 cannot select `fence` for NVPTX; the IR is valid and libNVVM accepts it.)
; out[lane] = flag * 1000 + data[lane] (flag = 1, data[lane] = lane * lane)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@data = internal addrspace(3) global [32 x i32] undef, align 4
@flag = internal addrspace(3) global i32 undef, align 4

define void @fence_message(ptr %gdata, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %tid, 31
  %l = zext i32 %lane to i64
  %writer = icmp uge i32 %tid, 32
  br i1 %writer, label %produce, label %wait

produce:
  %sq = mul i32 %lane, %lane
  %pd = getelementptr inbounds [32 x i32], ptr addrspace(3) @data, i64 0, i64 %l
  store i32 %sq, ptr addrspace(3) %pd, align 4
  %pg = getelementptr inbounds i32, ptr %gdata, i64 %l
  store i32 %sq, ptr %pg, align 4
  fence seq_cst
  call void @llvm.nvvm.membar.cta()
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.membar.sys()
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %publish, label %wait

publish:
  store atomic i32 1, ptr addrspace(3) @flag syncscope("block") release, align 4
  br label %wait

wait:
  call void @llvm.nvvm.barrier0()
  %reader = icmp ult i32 %tid, 32
  br i1 %reader, label %consume, label %exit

consume:
  %f = load atomic i32, ptr addrspace(3) @flag syncscope("block") acquire, align 4
  fence seq_cst
  %pd2 = getelementptr inbounds [32 x i32], ptr addrspace(3) @data, i64 0, i64 %l
  %d = load i32, ptr addrspace(3) %pd2, align 4
  %pg2 = getelementptr inbounds i32, ptr %gdata, i64 %l
  %dg = load atomic i32, ptr %pg2 monotonic, align 4
  %f1000 = mul i32 %f, 1000
  %v = add i32 %f1000, %d
  %same = icmp eq i32 %d, %dg
  %v2 = select i1 %same, i32 %v, i32 -1
  %po = getelementptr inbounds i32, ptr %out, i64 %l
  store i32 %v2, ptr %po, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.membar.cta()
declare void @llvm.nvvm.membar.gl()
declare void @llvm.nvvm.membar.sys()

!nvvm.annotations = !{!0}
!0 = !{ptr @fence_message, !"kernel", i32 1}
