; ERROR: 4:31: expected atomic ordering
; a 'load atomic' without any ordering
define i32 @f(ptr %p) {
  %v = load atomic i32, ptr %p, align 4
  ret i32 %v
}
