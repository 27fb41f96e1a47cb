; ERROR: 4:32: alignment is not a power of two
; a load with align 3
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 3
  ret i32 %v
}
