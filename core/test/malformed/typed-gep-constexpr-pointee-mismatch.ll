; ERROR: 4:46: explicit pointee type doesn't match operand's pointee type
; the same in a constant expression
@g = global [4 x float] zeroinitializer
@p = global i8* bitcast (i32* getelementptr (i32, [4 x float]* @g, i64 0, i64 1) to i8*)
