; ERROR: 4:6: expected 'label' or 'i1' after 'br'
; a branch target without the 'label' type
define void @f() {
  br %next
next:
  ret void
}
