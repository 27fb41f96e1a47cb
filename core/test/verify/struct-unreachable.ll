; VALID
; VALID: as in LLVM, dominance is not checked in unreachable blocks.
define i32 @f() {
entry:
  ret i32 0
dead:
  %x = add i32 %x, 1
  %y = add i32 %z, 1
  br label %dead2
dead2:
  %z = add i32 %y, 1
  br label %dead
}
