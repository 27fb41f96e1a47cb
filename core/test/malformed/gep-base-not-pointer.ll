; ERROR: 4:27: base of getelementptr must be a pointer
; a getelementptr on an integer
define ptr @f(i64 %p) {
  %q = getelementptr i32, i64 %p, i32 1
  ret ptr %q
}
