; ERROR: 4:8: expected instruction opcode
; an opcode that does not exist
define i32 @f(i32 %a) {
  %x = frobnicate i32 %a, 1
  ret i32 %x
}
