; ERROR: 4:26: alignment is not a power of two
; an alloca with align 0
define void @f() {
  %a = alloca i32, align 0
  ret void
}
