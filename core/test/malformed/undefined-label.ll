; ERROR: 5:12: use of undefined value '%exit'
; a branch to a block that does not exist
define void @f() {
entry:
  br label %exit
}
