; ERROR: 3:16: expected a non-negative integer
; a negative address space
@g = addrspace(-1) global i32 0
