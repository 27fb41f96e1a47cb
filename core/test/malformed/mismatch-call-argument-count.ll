; ERROR: 6:26: wrong number of arguments in call: 1 given, the function type takes 2
; a call with too few arguments for its function type
declare void @g(i32, i32)

define void @f() {
  call void (i32, i32) @g(i32 1)
  ret void
}
