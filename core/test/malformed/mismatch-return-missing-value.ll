; ERROR: 4:7: 'ret' type 'void' does not match the function's return type 'i32'
; ret void in a function that returns i32
define i32 @f() {
  ret void
}
