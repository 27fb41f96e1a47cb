; FAKE directives (see fake_sim.py) decide what the stand-in simulator does with this case.
; FAKE: exit 1
; FAKE: stderr kernel fault: timeout: the launch ran longer than its time limit of 10 s
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %in, ptr %out) {
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
