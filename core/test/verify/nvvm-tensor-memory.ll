; ERROR: 7:8: Tensor Memory loads/stores are not supported
; ERROR: 8:3: Tensor Memory loads/stores are not supported
; Seed 004: "Tensor Memory loads/stores are not supported" (address space 6).
target triple = "nvptx64-nvidia-cuda"

define i32 @f(ptr addrspace(6) %t) {
  %v = load i32, ptr addrspace(6) %t, align 4
  store i32 %v, ptr addrspace(6) %t, align 4
  ret i32 %v
}
