; ERROR: 8:1: redefinition of value '%entry'
; a block label used twice
define void @f() {
entry:
  br label %entry2
entry2:
  br label %entry
entry:
  ret void
}
