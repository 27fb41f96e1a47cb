; ADV-WHY: a load of [536870912 x i64] (4 GiB): the register file must not be sized from the type
; ADV-WHY: before checking it (issue 13 item 4: OOM-killed at 23.6 GB, or std::bad_alloc).
; ADV-ISSUE: 13
; ADV-RUN: run %s --kernel k --grid 1 --block 1 --arg buf:i64:4
; ADV-EXIT: 3
; ADV-STDERR: load_huge_array\.ll:\d+:\d+: error: [^\n]*(?:too large|not supported|larger|memory)
; ADV-RSS-MIB: 256
; ADV-SECONDS: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %buf) {
entry:
  %v = load [536870912 x i64], ptr %buf, align 8
  %e = extractvalue [536870912 x i64] %v, 0
  store i64 %e, ptr %buf, align 8
  ret void
}
