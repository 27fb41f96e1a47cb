; ERROR: 4:13: expected a pointer operand for load
; LLVM 3.x load whose only operand is not a pointer
define i32 @f(i32 %p) {
  %v = load i32 %p, align 4
  ret i32 %v
}
