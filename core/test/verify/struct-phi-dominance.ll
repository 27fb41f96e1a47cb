; ERROR: 12:8: phi node uses '%x', which does not dominate the end of incoming block '%b'
; A phi's use sits at the end of its incoming block; the definition must dominate that.
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %join
b:
  br label %join
join:
  %p = phi i32 [ %x, %a ], [ %x, %b ]
  ret i32 %p
}

define i32 @loop(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %next, %head ]
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %head
exit:
  ret i32 %i
}
