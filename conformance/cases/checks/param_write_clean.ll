; The clean twin of param_write.ll: the kernel reads its by-value struct through the param-space
; pointer and writes only to global memory.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Affine = type { i32, i32 }

define void @affine(ptr %in, ptr %out, ptr byval(%struct.Affine) align 4 %params) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pp = addrspacecast ptr %params to ptr addrspace(101)
  %pscale = getelementptr inbounds %struct.Affine, ptr addrspace(101) %pp, i64 0, i32 0
  %scale = load i32, ptr addrspace(101) %pscale, align 4
  %pbias = getelementptr inbounds %struct.Affine, ptr addrspace(101) %pp, i64 0, i32 1
  %bias = load i32, ptr addrspace(101) %pbias, align 4
  %t = zext i32 %tid to i64
  %pi = getelementptr inbounds i32, ptr %in, i64 %t
  %x = load i32, ptr %pi, align 4
  %m = mul i32 %x, %scale
  %y = add i32 %m, %bias
  %po = getelementptr inbounds i32, ptr %out, i64 %t
  store i32 %y, ptr %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @affine, !"kernel", i32 1}
