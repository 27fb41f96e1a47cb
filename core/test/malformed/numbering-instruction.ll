; ERROR: 5:3: instruction expected to be numbered '%3' or greater
; an unnamed value numbered %1 after %2
define i32 @f(i32) {
  %2 = add i32 %0, 1
  %1 = add i32 %0, 2
  ret i32 %1
}
