; ERROR: 5:51: invalid getelementptr indices
; a constant getelementptr past the last field
%S = type { i32, float }
@s = global %S zeroinitializer
@p = global ptr getelementptr (%S, ptr @s, i32 0, i32 5)
