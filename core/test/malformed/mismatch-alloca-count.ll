; ERROR: 4:20: invalid operand type for instruction 'alloca'
; an alloca whose element count is a float
define void @f(float %n) {
  %a = alloca i32, float %n
  ret void
}
