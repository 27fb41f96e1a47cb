; ERROR: 6:1: blockaddress is not supported in NVVM IR
; ERROR: 10:3: blockaddress is not supported in NVVM IR
; Specification chapter 5: blockaddress is not supported.
target triple = "nvptx64-nvidia-cuda"

@table = addrspace(1) global ptr blockaddress(@f, %target)

define void @f(ptr %slot) {
entry:
  store ptr blockaddress(@f, %target), ptr %slot
  br label %target
target:
  ret void
}
