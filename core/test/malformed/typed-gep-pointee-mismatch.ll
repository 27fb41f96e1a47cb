; ERROR: 4:22: explicit pointee type doesn't match operand's pointee type
; LLVM 7-14: the source type of a getelementptr must be the pointee of its typed pointer
define void @f(float addrspace(1)* %p) {
  %q = getelementptr i32, float addrspace(1)* %p, i64 1
  ret void
}
