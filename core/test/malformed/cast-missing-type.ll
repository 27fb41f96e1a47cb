; ERROR: 5:3: expected type
; a cast with nothing after 'to'
define i64 @f(i32 %a) {
  %x = zext i32 %a to
  ret i64 %x
}
