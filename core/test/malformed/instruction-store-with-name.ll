; ERROR: 4:3: instructions returning void cannot have a name
; a store cannot be named
define void @f(ptr %p) {
  %s = store i32 1, ptr %p
  ret void
}
