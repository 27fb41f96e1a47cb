; ERROR: 7:13: function attribute 'uwtable' on '@a' is not supported in NVVM IR
; ERROR: 11:13: function attribute 'ssp' on '@b' is not supported in NVVM IR
; ERROR: 15:13: function attribute 'naked' on '@c' is not supported in NVVM IR
; Specification 3.11: some function attributes are not supported (also through groups).
target triple = "nvptx64-nvidia-cuda"

define void @a() uwtable {
  ret void
}

define void @b() #0 {
  ret void
}

define void @c() naked {
  unreachable
}

define void @fine() #1 {
  ret void
}

attributes #0 = { nounwind ssp }
attributes #1 = { alwaysinline nounwind readnone }
