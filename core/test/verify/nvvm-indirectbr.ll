; ERROR: 7:3: the 'indirectbr' instruction is not supported in NVVM IR
; Specification 8.1: indirectbr is not supported.
target triple = "nvptx64-nvidia-cuda"

define void @jump(ptr %target) {
entry:
  indirectbr ptr %target, [label %a, label %b]
a:
  ret void
b:
  ret void
}
