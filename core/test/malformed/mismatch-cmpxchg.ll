; ERROR: 4:31: operand types of 'cmpxchg' do not match: 'i32' and 'i64'
; cmpxchg with compare and new values of different types
define void @f(ptr %p) {
  %r = cmpxchg ptr %p, i32 0, i64 1 seq_cst seq_cst
  ret void
}
