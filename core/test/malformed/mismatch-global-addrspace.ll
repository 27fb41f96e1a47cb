; ERROR: 4:33: '@g' defined with type 'ptr addrspace(3)' but expected 'ptr addrspace(1)'
; a global used as addrspace(1) but defined in addrspace(3)
define void @f() {
  store i32 0, ptr addrspace(1) @g
  ret void
}

@g = addrspace(3) global i32 undef
