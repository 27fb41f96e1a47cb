; ERROR: 5:12: '%x' is not a basic block
; a branch to a value that is not a basic block
define void @f(i32 %a) {
  %x = add i32 %a, 1
  br label %x
}
