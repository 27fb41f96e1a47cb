; ERROR: 11:13: personality function on '@caller' is not supported in NVVM IR (no exception handling)
; ERROR: 13:3: the 'invoke' instruction is not supported in NVVM IR
; ERROR: 17:9: the 'landingpad' instruction is not supported in NVVM IR
; ERROR: 18:3: the 'resume' instruction is not supported in NVVM IR
; Specification 8.1, 8.8 and 9.9: no exception handling (invoke, landingpad, resume, personality).
target triple = "nvptx64-nvidia-cuda"

declare void @may_throw()
declare i32 @__gxx_personality_v0(...)

define void @caller() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lpad
ok:
  ret void
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
