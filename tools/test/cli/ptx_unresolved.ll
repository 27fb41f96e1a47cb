; `nvvm-sim ptx` tests (ptx_cli_test.py): a call to a function that is declared and never defined
; (NVVM IR 2.0, so that libNVVM reads it as it is too). Both compilers turn it into an .extern .func;
; ptxas, linking the whole program, rejects it.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @caller(i32 addrspace(1)* %p) {
  %v = call i32 @helper()
  store i32 %v, i32 addrspace(1)* %p, align 4
  ret void
}

declare i32 @helper()

!nvvm.annotations = !{!0}
!nvvmir.version = !{!1}
!0 = !{void (i32 addrspace(1)*)* @caller, !"kernel", i32 1}
!1 = !{i32 2, i32 0}
