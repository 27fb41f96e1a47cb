; ERROR: 3:27: expected '>' at end of vector type
; a vector type that is not closed
define void @f(<4 x float %v) {
  ret void
}
