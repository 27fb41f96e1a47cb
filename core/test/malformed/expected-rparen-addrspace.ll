; ERROR: 3:18: expected ')' in address space
; an address space that is not closed
@g = addrspace(1 global i32 0
