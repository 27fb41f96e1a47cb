; ERROR: 4:58: getelementptr index must be an integer, not 'double'
; a constant getelementptr with a floating-point index
@a = global [4 x i32] zeroinitializer
@p = global ptr getelementptr ([4 x i32], ptr @a, i64 0, double 1.0)
