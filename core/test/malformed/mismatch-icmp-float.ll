; ERROR: 4:16: invalid operand type for instruction 'icmp'
; icmp on floating-point values
define i1 @f(float %a, float %b) {
  %c = icmp eq float %a, %b
  ret i1 %c
}
