; ERROR: 5:29: expected case value of the condition's integer type
; a switch case value that is not a constant
define void @f(i32 %a, i32 %b) {
entry:
  switch i32 %a, label %d [ i32 %b, label %d ]
d:
  ret void
}
