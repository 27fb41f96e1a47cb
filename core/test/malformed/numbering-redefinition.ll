; ERROR: 4:3: instruction expected to be numbered '%2' or greater
; a numbered value defined twice
define i32 @f(i32) {
  %1 = add i32 %0, 1
  %1 = add i32 %0, 2
  ret i32 %1
}
