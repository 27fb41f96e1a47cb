; FAKE directives (see fake_sim.py) decide what the stand-in simulator does with this case.
; FAKE: copy in out
; FAKE: finding racecheck read-after-write dir/k.cu:14:3 other=k.cu:9:5 count=32 space=shared
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %in, ptr %out) {
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
