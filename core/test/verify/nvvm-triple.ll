; WARNING: 3:1: target triple 'x86_64-unknown-linux-gnu' is not an NVPTX triple (nvptx64-nvidia-cuda or nvptx-nvidia-cuda)
; A module for another target is reported (as a warning: nothing else is wrong with it).
target triple = "x86_64-unknown-linux-gnu"

define void @f() {
  ret void
}
