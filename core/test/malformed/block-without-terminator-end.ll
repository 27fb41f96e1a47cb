; ERROR: 5:1: basic block '%0' does not end with a terminator
; the last block ends without a terminator
define i32 @f() {
  %x = add i32 1, 2
}
