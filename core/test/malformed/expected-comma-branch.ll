; ERROR: 4:12: expected ',' after branch condition
; a conditional branch without the comma after its condition
define void @f(i1 %c) {
  br i1 %c label %a, label %b
a:
  ret void
b:
  ret void
}
