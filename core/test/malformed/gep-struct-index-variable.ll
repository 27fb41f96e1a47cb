; ERROR: 6:41: invalid getelementptr indices
; a struct field chosen by a non-constant index
%S = type { i32, float }

define ptr @f(ptr %p, i32 %i) {
  %q = getelementptr %S, ptr %p, i32 0, i32 %i
  ret ptr %q
}
