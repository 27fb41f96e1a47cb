; ADV-WHY: arithmetic on i1048576 (LLVM allows 2^23 bits): refused by the executor at load, not
; ADV-WHY: run as a multiplication that would take hours and megabytes per lane.
; ADV-RUN: run %s --kernel k --grid 1 --block 32 --arg buf:i64:1 --arg i64:3
; ADV-EXIT: 3
; ADV-STDERR: wide_int\.ll:13:\d+: error: values of type 'i1048576' are not supported by the executor
; ADV-RSS-MIB: 128
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; x = n | n << 524288; buf[0] = trunc((x * x) / n)
define ptx_kernel void @k(ptr %buf, i64 %n) {
entry:
  %a = zext i64 %n to i1048576
  %b = shl i1048576 %a, 524288
  %c = or i1048576 %b, %a
  %m = mul i1048576 %c, %c
  %d = udiv i1048576 %m, %a
  %t = trunc i1048576 %d to i64
  store volatile i64 %t, ptr %buf, align 8
  ret void
}
