; memcheck read-only-write (hand-written: CUDA cannot store to a __constant__ variable): the kernel
; doubles a table in constant memory in place, then reads it back. Constant memory is read-only to
; kernels: every thread's store is a finding (and, under memcheck, skipped: the table keeps its
; values, so out[t] = table[t]).
; Clean twin (read_only_write_clean.ll): the doubled value goes to out, the table is only read.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = internal addrspace(4) global [8 x i32] [i32 3, i32 -1, i32 4, i32 1, i32 -5, i32 9, i32 2, i32 -6], align 4

define void @double_table(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %pc = getelementptr inbounds [8 x i32], ptr addrspace(4) @table, i64 0, i64 %t
  %v = load i32, ptr addrspace(4) %pc, align 4
  %v2 = shl i32 %v, 1
  store i32 %v2, ptr addrspace(4) %pc, align 4 ; @store: constant memory is read-only
  %w = load i32, ptr addrspace(4) %pc, align 4
  %po = getelementptr inbounds i32, ptr %out, i64 %t
  store i32 %w, ptr %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @double_table, !"kernel", i32 1}
