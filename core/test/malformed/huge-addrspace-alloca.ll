; ERROR: 4:30: integer constant is too large: 99999999999999999999999
; an alloca's address space beyond 64 bits
define void @f() {
  %a = alloca i32, addrspace(99999999999999999999999)
  ret void
}
