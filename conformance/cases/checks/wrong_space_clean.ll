; The clean twin of wrong_space.ll: the generic tile pointer is cast back to the shared space.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef, align 4

define void @reverse(ptr %in, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %pi = getelementptr inbounds i32, ptr %in, i64 %t
  %x = load i32, ptr %pi, align 4
  %gtile = addrspacecast ptr addrspace(3) @tile to ptr
  %ps = getelementptr inbounds i32, ptr %gtile, i64 %t
  store i32 %x, ptr %ps, align 4
  call void @llvm.nvvm.barrier0()
  %pg = addrspacecast ptr %gtile to ptr addrspace(3)
  %r = sub i64 31, %t
  %pr = getelementptr inbounds i32, ptr addrspace(3) %pg, i64 %r
  %y = load i32, ptr addrspace(3) %pr, align 4
  %po = getelementptr inbounds i32, ptr %out, i64 %t
  store i32 %y, ptr %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @reverse, !"kernel", i32 1}
