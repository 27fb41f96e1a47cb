; ERROR: 4:7: expected a type before '%a'
; ret of a value without its type
define i32 @f(i32 %a) {
  ret %a
}
