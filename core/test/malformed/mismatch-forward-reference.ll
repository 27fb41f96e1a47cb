; ERROR: 7:33: '%next' defined with type 'i64' but expected 'i32'
; a value used before its definition with another type
define i32 @f(i32 %a) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i64 1, 2
  br label %loop
}
