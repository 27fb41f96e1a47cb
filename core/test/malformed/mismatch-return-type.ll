; ERROR: 4:7: 'ret' type 'i32' does not match the function's return type 'void'
; ret of a type the function does not return
define void @f() {
  ret i32 0
}
