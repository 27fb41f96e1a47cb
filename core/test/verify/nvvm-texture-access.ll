; ERROR: 13:8: '@tex' is a texture variable: loading from or storing to its address is illegal
; ERROR: 14:3: '@surf' is a surface variable: loading from or storing to its address is illegal
; Specification 12.1: no loads or stores through the address of a texture or surface variable.
target triple = "nvptx64-nvidia-cuda"

@tex = addrspace(1) global i64 0, align 8
@surf = addrspace(1) global i64 0, align 8

declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))

define i64 @f() {
  %h = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @tex)
  %v = load i64, ptr addrspace(1) @tex, align 8
  store i64 %h, ptr addrspace(1) @surf, align 8
  ret i64 %v
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr addrspace(1) @tex, !"texture", i32 1}
!1 = !{ptr addrspace(1) @surf, !"surface", i32 1}
