; ERROR: 8:3: intrinsic '@llvm.va_start.p0' is not supported in NVVM IR (spec 9.1, variable argument handling)
; ERROR: 9:3: intrinsic '@llvm.va_end.p0' is not supported in NVVM IR (spec 9.1, variable argument handling)
; Specification 9.1: variable argument handling intrinsics are not supported.
target triple = "nvptx64-nvidia-cuda"

define void @f(...) {
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  call void @llvm.va_end.p0(ptr %ap)
  ret void
}

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
