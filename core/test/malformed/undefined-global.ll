; ERROR: 4:13: use of undefined value '@missing'
; a call to a function that is never declared
define void @f() {
  call void @missing()
  ret void
}
