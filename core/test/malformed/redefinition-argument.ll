; ERROR: 4:3: redefinition of value '%a'
; an instruction that reuses an argument name
define i32 @f(i32 %a) {
  %a = add i32 1, 2
  ret i32 %a
}
