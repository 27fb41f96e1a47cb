; ERROR: 4:13: explicit pointee type doesn't match operand's pointee type
; LLVM 7-14: the explicit type of a load must be the pointee of its typed pointer
define void @f(float* %p) {
  %v = load i32, float* %p
  ret void
}
