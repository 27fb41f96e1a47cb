; FAKE directives (see fake_sim.py) decide what the stand-in simulator does with this case.
; FAKE: copy in out
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %in, ptr %out) {
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
