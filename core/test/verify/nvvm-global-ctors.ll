; ERROR: 6:1: '@llvm.global_ctors' is not supported in NVVM IR (no global constructors or destructors)
; ERROR: 7:1: '@llvm.global_dtors' is not supported in NVVM IR (no global constructors or destructors)
; Specification chapter 7: llvm.global_ctors and llvm.global_dtors are not supported.
target triple = "nvptx64-nvidia-cuda"

@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
@llvm.used = appending global [1 x ptr] [ptr @init], section "llvm.metadata"

define internal void @init() {
  ret void
}
