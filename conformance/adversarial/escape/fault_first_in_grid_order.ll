; ADV-WHY: every block faults (a store 4 KiB apart past a 64-byte buffer) and 32 host threads run
; ADV-WHY: them: the fault reported is the first in grid order, the same on every run (issue 13
; ADV-WHY: item 7: it varied between runs).
; ADV-ISSUE: 13
; ADV-RUN: run %s --kernel k --grid 256 --block 32 --threads 32 --arg buf:i32:16
; ADV-EXIT: 1
; ADV-STDERR: kernel fault in k:\nout of bounds: write of 4 bytes[^\n]*\n  in block \(0,0,0\) thread \(0,0,0\)\n  at \S*fault_first_in_grid_order\.ll:20:\d+: 
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; buf[1024 * blockIdx.x + 16] = threadIdx.x
define ptx_kernel void @k(ptr %buf) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %b to i64
  %off = mul i64 %i, 4096
  %o2 = add i64 %off, 64
  %p = getelementptr i8, ptr %buf, i64 %o2
  store i32 %t, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
