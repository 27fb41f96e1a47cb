; ERROR: 5:3: entry block of function '@f' must not have predecessors
; The entry block of a function must not have predecessors.
define void @f(i1 %c) {
entry:
  br i1 %c, label %entry, label %exit
exit:
  ret void
}
