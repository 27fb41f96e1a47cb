; ERROR: 6:1: label expected to be numbered '3' or greater
; a numbered block label that skips backwards
define void @f(i32) {
  %2 = add i32 %0, 1
  br label %1
1:
  ret void
}
