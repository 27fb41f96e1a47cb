; ERROR: 7:8: Allocas are not supported on address spaces except Generic
; Seed 004: "Allocas are not supported on address spaces except Generic".
target datalayout = "e-A5-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  %a = alloca i32, align 4, addrspace(5)
  store i32 0, ptr addrspace(5) %a, align 4
  ret void
}
