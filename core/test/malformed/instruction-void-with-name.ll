; ERROR: 6:3: instructions returning void cannot have a name
; a void call cannot be named
declare void @g()

define void @f() {
  %x = call void @g()
  ret void
}
