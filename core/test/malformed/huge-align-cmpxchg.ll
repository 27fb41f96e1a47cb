; ERROR: 4:60: integer constant is too large: 99999999999999999999999
; a cmpxchg alignment beyond 64 bits
define void @f(ptr %p) {
  %v = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst, align 99999999999999999999999
  ret void
}
