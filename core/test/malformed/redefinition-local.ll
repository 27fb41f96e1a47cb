; ERROR: 5:3: redefinition of value '%x'
; a local name defined twice
define i32 @f(i32 %a) {
  %x = add i32 %a, 1
  %x = add i32 %a, 2
  ret i32 %x
}
