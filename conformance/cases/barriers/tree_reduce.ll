; A shared-memory tree reduction with barrier0 inside the loop and divergent adds (t < stride),
; 128-thread blocks: out[block] = sum of in over the block (i32, wrapping).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [128 x i32] undef, align 4

define void @tree_reduce(ptr %in, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b = shl i32 %ctaid, 7
  %g = add i32 %b, %tid
  %gi = zext i32 %g to i64
  %ti = zext i32 %tid to i64
  %pin = getelementptr inbounds i32, ptr %in, i64 %gi
  %v = load i32, ptr %pin, align 4
  %ps = getelementptr inbounds [128 x i32], ptr addrspace(3) @s, i64 0, i64 %ti
  store i32 %v, ptr addrspace(3) %ps, align 4
  br label %loop

loop:
  %st = phi i32 [ 64, %entry ], [ %st1, %next ]
  call void @llvm.nvvm.barrier0()
  %active = icmp ult i32 %tid, %st
  br i1 %active, label %add, label %next

add:
  %o = add i32 %tid, %st
  %oi = zext i32 %o to i64
  %po = getelementptr inbounds [128 x i32], ptr addrspace(3) @s, i64 0, i64 %oi
  %a = load i32, ptr addrspace(3) %ps, align 4
  %c = load i32, ptr addrspace(3) %po, align 4
  %sum = add i32 %a, %c
  store i32 %sum, ptr addrspace(3) %ps, align 4
  br label %next

next:
  %st1 = lshr i32 %st, 1
  %more = icmp ne i32 %st1, 0
  br i1 %more, label %loop, label %done

done:
  call void @llvm.nvvm.barrier0()
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %write, label %exit

write:
  %total = load i32, ptr addrspace(3) @s, align 4
  %ci = zext i32 %ctaid to i64
  %pout = getelementptr inbounds i32, ptr %out, i64 %ci
  store i32 %total, ptr %pout, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @tree_reduce, !"kernel", i32 1}
