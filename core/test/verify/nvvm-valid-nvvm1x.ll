; VALID
; VALID: NVVM IR 1.x (LLVM 3.2) syntax: typed pointers, `metadata !{...}`, cross-space bitcast
; (specification 10.2.2).
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@g = addrspace(1) global [4 x i32] zeroinitializer, align 4

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() nounwind readnone
declare i32* @llvm.nvvm.ptr.global.to.gen.p0i32.p1i32(i32 addrspace(1)*) nounwind readnone

define void @_Z6kernelPi(i32* %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds [4 x i32] addrspace(1)* @g, i64 0, i64 0
  %v = load i32 addrspace(1)* %p, align 4
  %gen = call i32* @llvm.nvvm.ptr.global.to.gen.p0i32.p1i32(i32 addrspace(1)* %p)
  %sum = add i32 %v, %tid
  store i32 %sum, i32* %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = metadata !{void (i32*)* @_Z6kernelPi, metadata !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = metadata !{i32 1, i32 0}
