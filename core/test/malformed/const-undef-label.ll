; ERROR: 4:12: expected basic block name
; undef is not a label
define void @f() {
  br label undef
}
