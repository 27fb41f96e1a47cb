; ERROR: 5:1: thread_local variable '@tls' is not supported in NVVM IR
; Specification 3.5: thread_local variables are not supported.
target triple = "nvptx64-nvidia-cuda"

@tls = thread_local global i32 0, align 4
@fine = addrspace(1) global i32 0, align 4
