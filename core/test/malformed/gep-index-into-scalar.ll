; ERROR: 4:42: invalid getelementptr indices
; indexing into an i32
define ptr @f(ptr %p) {
  %q = getelementptr i32, ptr %p, i32 0, i32 1
  ret ptr %q
}
