; FAKE directives (see fake_sim.py) decide what the stand-in simulator does with this case.
; FAKE: copy in out
; FAKE: finding racecheck read-after-write dir/k.cu:14:3 other=k.cu:9:5 count=32 space=shared
; FAKE: finding memcheck out-of-bounds dir/k.cu:20:7 count=1 space=global
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %in, ptr %out) {
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
