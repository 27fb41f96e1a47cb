; ERROR: 4:23: integer constant must have integer type
; an integer literal for a float
define float @f(float %a) {
  %x = fadd float %a, 1
  ret float %x
}
