; `nvvm-sim ptx` tests (ptx_cli_test.py): redux.sync exists from sm_80 on, so llc-19 fails on it for
; the default sm_75 (a crash: "Cannot select") and compiles it for --arch sm_80.
target triple = "nvptx64-nvidia-cuda"

define void @warp_sum(ptr addrspace(1) %p, i32 %x) {
  %s = call i32 @llvm.nvvm.redux.sync.add(i32 %x, i32 -1)
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.redux.sync.add(i32, i32)

!nvvm.annotations = !{!0}
!0 = !{ptr @warp_sum, !"kernel", i32 1}
