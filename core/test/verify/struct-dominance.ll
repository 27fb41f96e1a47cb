; ERROR: 11:8: instruction does not dominate all uses: '%x' is used here but not defined on every path to this point
; ERROR: 17:8: instruction does not dominate all uses: '%v' is used here but not defined on every path to this point
; Every use is dominated by its definition.
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @g() {
entry:
  %u = add i32 %v, 1
  %v = add i32 2, 3
  ret i32 %u
}
