; ERROR: 4:15: 'label' is not a valid type for alloca
; alloca of a label
define void @f() {
  %a = alloca label
  ret void
}
