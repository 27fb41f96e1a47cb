; ERROR: 4:33: integer constant is too large: 99999999999999999999999
; an extractvalue index beyond 64 bits
define void @f({ i32 } %x) {
  %v = extractvalue { i32 } %x, 99999999999999999999999
  ret void
}
