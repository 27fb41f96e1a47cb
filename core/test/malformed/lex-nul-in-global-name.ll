; ERROR: 3:1: NUL character is not allowed in names
; a NUL byte in a quoted global name (llvm-as rejects it)
@"x\00y" = global i32 0
