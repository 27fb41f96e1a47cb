; ERROR: 7:18: '%v' defined with type 'i64' but expected 'i32'
; a phi incoming value of another type
define i32 @f(i64 %v) {
entry:
  br label %next
next:
  %x = phi i32 [ %v, %entry ]
  ret i32 %x
}
