; ERROR: 5:51: invalid getelementptr indices
; a struct index that is 2^64 (its low 64 bits are 0)
%S = type { i32, i32 }
@g = global %S zeroinitializer
@p = global ptr getelementptr (%S, ptr @g, i32 0, i128 18446744073709551616)
