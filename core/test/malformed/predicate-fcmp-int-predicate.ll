; ERROR: 4:13: expected fcmp comparison predicate
; an integer predicate on fcmp
define i1 @f(float %a) {
  %c = fcmp slt float %a, 0.0
  ret i1 %c
}
