; ADV-WHY: a load of <268435456 x i32> (1 GiB per lane, 32 lanes): refused from its type, not allocated
; ADV-RUN: run %s --kernel k --grid 1 --block 32 --arg buf:i32:4
; ADV-EXIT: 3
; ADV-STDERR: load_huge_vector\.ll:\d+:\d+: error: [^\n]*(?:too large|not supported|larger|memory)
; ADV-RSS-MIB: 256
; ADV-SECONDS: 10
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %buf) {
entry:
  %v = load <268435456 x i32>, ptr %buf, align 4
  %e = extractelement <268435456 x i32> %v, i32 0
  store i32 %e, ptr %buf, align 4
  ret void
}
