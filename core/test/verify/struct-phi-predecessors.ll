; ERROR: 16:14: phi node has 1 incoming values but its block has 2 predecessors
; ERROR: 17:15: phi node refers to '%entry', which is not a predecessor of its block
; ERROR: 18:12: phi node has different incoming values for the same predecessor '%a'
; ERROR: 19:12: phi node has no incoming value for predecessor '%b'
; ERROR: 30:12: phi node has 2 incoming values but its block has 3 predecessors
; ERROR: 31:11: phi node has different incoming values for the same predecessor '%entry'
; A phi has exactly one incoming value per predecessor edge, and only for predecessors.
define i32 @f(i1 %c, i32 %v) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %missing = phi i32 [ 1, %a ]
  %stranger = phi i32 [ 1, %a ], [ 2, %b ], [ 3, %entry ]
  %twice = phi i32 [ 1, %a ], [ 2, %a ]
  %onlya = phi i32 [ 1, %a ], [ 1, %a ]
  %good = phi i32 [ %v, %a ], [ %v, %b ]
  ret i32 %good
}

define i32 @g(i32 %s) {
entry:
  switch i32 %s, label %join [ i32 1, label %join
                               i32 2, label %join ]
join:
  %three = phi i32 [ 0, %entry ], [ 0, %entry ], [ 0, %entry ]
  %short = phi i32 [ 0, %entry ], [ 0, %entry ]
  %diff = phi i32 [ 0, %entry ], [ 1, %entry ], [ 0, %entry ]
  ret i32 %three
}
