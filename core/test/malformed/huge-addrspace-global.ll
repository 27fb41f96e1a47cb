; ERROR: 3:16: integer constant is too large: 99999999999999999999999
; a global's address space beyond 64 bits
@g = addrspace(99999999999999999999999) global i32 0
