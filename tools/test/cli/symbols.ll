; Module variables for launch-script "symbol" steps: thread t writes cv[t] * 3 + t to gv[t] and
; adds 1 to count, so a second launch shows that gv and count keep their contents across launches.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; __device__ int sym::gv[4]; __constant__ int cv[4]; __device__ int count;
@_ZN3sym2gvE = addrspace(1) global [4 x i32] zeroinitializer, align 4
@cv = addrspace(4) global [4 x i32] zeroinitializer, align 4
@count = addrspace(1) global i32 0, align 4

define void @scale() {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %cp = getelementptr inbounds [4 x i32], ptr addrspace(4) @cv, i64 0, i64 %t
  %c = load i32, ptr addrspace(4) %cp, align 4
  %c3 = mul i32 %c, 3
  %v = add i32 %c3, %tid
  %gp = getelementptr inbounds [4 x i32], ptr addrspace(1) @_ZN3sym2gvE, i64 0, i64 %t
  store i32 %v, ptr addrspace(1) %gp, align 4
  %old = atomicrmw add ptr addrspace(1) @count, i32 1 monotonic
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @scale, !"kernel", i32 1}
