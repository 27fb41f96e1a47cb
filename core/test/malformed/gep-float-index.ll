; ERROR: 4:35: getelementptr index must be an integer, not 'float'
; a floating-point index
define ptr @f(ptr %p) {
  %q = getelementptr i32, ptr %p, float 1.0
  ret ptr %q
}
