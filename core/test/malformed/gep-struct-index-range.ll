; ERROR: 6:41: invalid getelementptr indices
; a struct index past the last field
%S = type { i32, float }

define ptr @f(ptr %p) {
  %q = getelementptr %S, ptr %p, i32 0, i32 2
  ret ptr %q
}
