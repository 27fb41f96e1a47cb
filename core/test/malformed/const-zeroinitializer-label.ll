; ERROR: 7:28: invalid type for zeroinitializer
; zeroinitializer has no meaning for a label
declare void @g(...)

define void @f() {
entry:
  call void (...) @g(label zeroinitializer)
  ret void
}
