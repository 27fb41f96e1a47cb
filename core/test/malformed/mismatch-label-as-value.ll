; ERROR: 5:16: '%entry' defined with type 'label' but expected 'i32'
; a basic block used as an i32 operand
define i32 @f() {
entry:
  %x = add i32 %entry, 1
  ret i32 %x
}
