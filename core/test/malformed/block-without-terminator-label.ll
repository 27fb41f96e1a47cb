; ERROR: 6:1: basic block '%entry' does not end with a terminator
; a block that falls into the next label
define void @f() {
entry:
  %x = add i32 1, 2
next:
  ret void
}
