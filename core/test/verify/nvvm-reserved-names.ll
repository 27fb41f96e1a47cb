; ERROR: 8:1: '@nvvm.table' uses a name reserved for NVVM (llvm.nvvm.* and nvvm.*)
; ERROR: 10:13: '@llvm.nvvm.mine' uses a name reserved for NVVM (llvm.nvvm.* and nvvm.*)
; ERROR: 14:19: '%nvvm.arg' uses a name reserved for NVVM (llvm.nvvm.* and nvvm.*)
; ERROR: 15:15: '%nvvm.sum' uses a name reserved for NVVM (llvm.nvvm.* and nvvm.*)
; Specification chapter 2: llvm.nvvm.* and nvvm.* are reserved.
target triple = "nvptx64-nvidia-cuda"

@nvvm.table = addrspace(1) global i32 0

define void @llvm.nvvm.mine() {
  ret void
}

define i32 @f(i32 %nvvm.arg) {
  %nvvm.sum = add i32 %nvvm.arg, 1
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %tid
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
