; ERROR: 6:1: dllimport and dllexport ('@imported') are not supported in NVVM IR
; ERROR: 8:23: dllimport and dllexport ('@f') are not supported in NVVM IR
; Specification 3.1: dllimport and dllexport are not supported.
target triple = "nvptx64-nvidia-cuda"

@imported = external dllimport global i32

define dllexport void @f() {
  ret void
}
