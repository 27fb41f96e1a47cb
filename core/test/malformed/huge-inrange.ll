; ERROR: 4:64: expected inrange end to be larger than its start
; inrange with a start beyond its end (the start is beyond 64 bits)
@g = global [2 x i32] zeroinitializer
@p = global ptr getelementptr inrange(99999999999999999999999, 1) ([2 x i32], ptr @g, i32 0, i32 1)
