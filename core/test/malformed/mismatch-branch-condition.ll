; ERROR: 4:6: branch condition has type 'i32', not 'i1'
; a conditional branch on an i32
define void @f(i32 %c) {
  br i32 %c, label %a, label %b
a:
  ret void
b:
  ret void
}
