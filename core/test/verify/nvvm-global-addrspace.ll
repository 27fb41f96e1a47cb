; ERROR: 6:1: global variable '@local' cannot reside in address space 5 (only global 1, shared 3, constant 4, or none)
; ERROR: 7:1: global variable '@param' cannot reside in address space 101 (only global 1, shared 3, constant 4, or none)
; Specification 3.5 and 10.1: globals live in global (1), shared (3) or constant (4), or none.
target triple = "nvptx64-nvidia-cuda"

@local = addrspace(5) global i32 0, align 4
@param = addrspace(101) global i32 0, align 4
@generic = global i32 0, align 4
@global = addrspace(1) global i32 0, align 4
@shared = addrspace(3) global i32 undef, align 4
@constant = addrspace(4) constant i32 7, align 4
