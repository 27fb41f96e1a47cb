; ERROR: 5:8: only phi nodes may reference their own value: '%x'
; Only phi nodes may use their own value (outside unreachable code).
define i32 @f() {
entry:
  %x = add i32 %x, 1
  ret i32 %x
}
