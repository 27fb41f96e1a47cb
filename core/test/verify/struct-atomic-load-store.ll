; ERROR: 5:8: atomic memory access of 'i24' must have a power-of-two size of at least 8 bits
; ERROR: 6:3: atomic memory access of 'i24' must have a power-of-two size of at least 8 bits
; Atomic loads and stores: integer, pointer or floating-point types of a power-of-two size.
define void @f(ptr %p, { i32 } %s) {
  %a = load atomic i24, ptr %p monotonic, align 4
  store atomic i24 0, ptr %p monotonic, align 4
  %b = load atomic i32, ptr %p monotonic, align 4
  ret void
}
