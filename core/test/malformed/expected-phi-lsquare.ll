; ERROR: 7:16: expected '[' in phi value list
; phi incoming values must be in brackets
define i32 @f() {
entry:
  br label %next
next:
  %x = phi i32 0, %entry
  ret i32 %x
}
