; ERROR: 3:16: invalid address space, must be a 24-bit integer
; an address space beyond 24 bits
@g = addrspace(16777216) global i32 0
