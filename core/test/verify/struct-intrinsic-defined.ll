; ERROR: 3:13: llvm intrinsics cannot be defined: '@llvm.my.thing'
; LLVM intrinsics cannot be defined.
define void @llvm.my.thing() {
  ret void
}
