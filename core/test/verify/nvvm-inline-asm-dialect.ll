; ERROR: 7:8: inline asm dialect 'inteldialect' is not supported in NVVM IR
; Specification 6.1: the inline asm dialect inteldialect is not supported.
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x) {
  %a = call i32 asm "add.s32 $0, $1, 1;", "=r,r"(i32 %x)
  %b = call i32 asm inteldialect "mov $0, $1", "=r,r"(i32 %a)
  ret i32 %b
}
