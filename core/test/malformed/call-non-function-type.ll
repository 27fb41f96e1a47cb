; ERROR: 4:13: '%x' defined with type 'i32' but expected 'ptr'
; a call through a value that is not a pointer
define void @f(i32 %x) {
  call void %x()
  ret void
}
