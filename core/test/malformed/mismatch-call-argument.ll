; ERROR: 6:22: argument 1 of call is 'float' but the function expects 'i32'
; a call argument of the wrong type
declare void @g(i32)

define void @f(float %x) {
  call void (i32) @g(float %x)
  ret void
}
