; litmus: mp-blocks-ir
; Message passing between two blocks written as NVVM IR threads: a release store and an acquire
; load at device scope (`nvvm-sim litmus --show-ptx` prints the PTX form).
; threads: P0@cta 0,gpu 0 | P1@cta 1,gpu 0
; exists (P1:r0 == 1 /\ P1:r1 == 0)
target triple = "nvptx64-nvidia-cuda"

@data = global i32 0
@flag = global i32 0

define void @P0() {
  store i32 42, ptr @data
  store atomic i32 1, ptr @flag syncscope("device") release, align 4
  ret void
}

define void @P1() {
  %r0 = load atomic i32, ptr @flag syncscope("device") acquire, align 4
  %r1 = load i32, ptr @data
  ret void
}
