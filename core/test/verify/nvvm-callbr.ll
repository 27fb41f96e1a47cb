; ERROR: 7:3: the 'callbr' instruction is not supported in NVVM IR
; callbr (asm goto) is an exception-style terminator NVVM IR does not have.
target triple = "nvptx64-nvidia-cuda"

define void @f() {
entry:
  callbr void asm "", "!i"() to label %a [label %b]
a:
  ret void
b:
  ret void
}
