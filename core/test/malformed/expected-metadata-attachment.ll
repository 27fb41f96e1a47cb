; ERROR: 5:1: expected metadata
; an attachment kind without its node
define void @f() {
  ret void, !dbg
}
