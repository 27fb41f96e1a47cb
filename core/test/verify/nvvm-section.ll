; ERROR: 6:1: explicit section '.mydata' on '@g' is not supported in NVVM IR
; ERROR: 9:13: explicit section '.text.hot' on '@f' is not supported in NVVM IR
; Specification 3.5 and 3.6: no explicit sections, except the metadata section.
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0, section ".mydata"
@llvm.used = appending global [1 x ptr] [ptr @f], section "llvm.metadata"

define void @f() section ".text.hot" {
  ret void
}
