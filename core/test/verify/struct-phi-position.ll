; ERROR: 13:8: phi nodes must be grouped at the top of their basic block
; Phi nodes must be grouped at the top of their block.
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %x = phi i32 [ 1, %a ], [ 2, %b ]
  %y = add i32 %x, 1
  %z = phi i32 [ 3, %a ], [ 4, %b ]
  ret i32 %y
}
