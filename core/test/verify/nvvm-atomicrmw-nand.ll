; ERROR: 6:10: atomicrmw nand is not supported in NVVM IR
; Specification 8.6.6: atomicrmw nand is not supported.
target triple = "nvptx64-nvidia-cuda"

define i32 @f(ptr addrspace(1) %p) {
  %old = atomicrmw nand ptr addrspace(1) %p, i32 1 monotonic
  ret i32 %old
}
