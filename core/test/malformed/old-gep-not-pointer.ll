; ERROR: 4:22: base of getelementptr must be a pointer
; LLVM 3.x getelementptr on an integer
define i32* @f(i64 %p) {
  %q = getelementptr i64 %p, i32 1
  ret i32* %q
}
