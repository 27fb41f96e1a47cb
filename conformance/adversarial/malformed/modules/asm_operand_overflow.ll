; ADV-WHY: inline PTX naming operand $4294967297 (issue 13 item 7: read as $1 after wrapping at 2^32);
; ADV-WHY: an operand number past the operand list is a located input error.
; ADV-ISSUE: 13
; ADV-RUN: run %s --kernel k --grid 1 --block 1 --arg buf:i32:1 --arg i64:5
; ADV-EXIT: 3
; ADV-STDERR: asm_operand_overflow\.ll:14:\d+: error: [^\n]*(?:4294967297|operand)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; buf[0] = n + 1 if the operand were $1; it is not, so nothing may run.
define ptx_kernel void @k(ptr %buf, i64 %n) {
entry:
  %x = trunc i64 %n to i32
  %r = call i32 asm "add.u32 $0, $4294967297, 1;", "=r,r"(i32 %x)
  store i32 %r, ptr %buf, align 4
  ret void
}
