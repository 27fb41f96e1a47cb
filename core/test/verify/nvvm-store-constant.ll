; ERROR: 10:3: store writes to the constant address space (4), which is read-only
; ERROR: 11:3: '@llvm.memcpy.p4.p1.i64' writes to the constant address space (4), which is read-only
; ERROR: 12:3: '@llvm.memset.p4.i64' writes to the constant address space (4), which is read-only
; Specification 9.4 and 10.1: the constant space is read-only.
target triple = "nvptx64-nvidia-cuda"

@c = addrspace(4) global i32 0, align 4

define i32 @f(ptr addrspace(4) %p, ptr addrspace(1) %g) {
  store i32 1, ptr addrspace(4) @c, align 4
  call void @llvm.memcpy.p4.p1.i64(ptr addrspace(4) %p, ptr addrspace(1) %g, i64 16, i1 false)
  call void @llvm.memset.p4.i64(ptr addrspace(4) %p, i8 0, i64 16, i1 false)
  call void @llvm.memcpy.p1.p4.i64(ptr addrspace(1) %g, ptr addrspace(4) %p, i64 16, i1 false)
  %v = load i32, ptr addrspace(4) @c, align 4
  ret i32 %v
}

declare void @llvm.memcpy.p4.p1.i64(ptr addrspace(4), ptr addrspace(1), i64, i1)
declare void @llvm.memcpy.p1.p4.i64(ptr addrspace(1), ptr addrspace(4), i64, i1)
declare void @llvm.memset.p4.i64(ptr addrspace(4), i8, i64, i1)
