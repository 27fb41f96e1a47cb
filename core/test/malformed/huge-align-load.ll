; ERROR: 4:32: integer constant is too large: 99999999999999999999999
; a load's alignment beyond 64 bits
define void @f(ptr %p) {
  %v = load i32, ptr %p, align 99999999999999999999999
  ret void
}
