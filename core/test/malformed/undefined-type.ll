; ERROR: 3:13: use of undefined type named 'struct.S'
; a named struct type that is never defined
@g = global %struct.S zeroinitializer
