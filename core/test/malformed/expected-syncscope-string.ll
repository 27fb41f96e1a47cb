; ERROR: 4:19: expected string constant
; syncscope takes a string
define void @f() {
  fence syncscope(device) seq_cst
  ret void
}
