; FAKE directives (see fake_sim.py) decide what the stand-in simulator does with this case.
; FAKE: exit 1
; FAKE: stderr null pointer: block (0,0,0) thread (4,0,0)
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %in, ptr %out) {
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
