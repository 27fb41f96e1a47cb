; ERROR: 4:15: select condition must be i1 or <n x i1>
; a select condition that is not i1
define i32 @f(i32 %c, i32 %a, i32 %b) {
  %x = select i32 %c, i32 %a, i32 %b
  ret i32 %x
}
