; FAKE directives (see fake_sim.py) decide what the stand-in simulator does with this case.
; FAKE: exit 1
; FAKE: drop fault.expected.bin
; FAKE: stderr kernel fault: out of bounds: read of 4 bytes in block (0,0,0) thread (3,0,0)
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %in, ptr %out) {
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
