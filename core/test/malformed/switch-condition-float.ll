; ERROR: 5:10: invalid operand type for instruction 'switch'
; a switch on a float
define void @f(float %a) {
entry:
  switch float %a, label %d [ ]
d:
  ret void
}
