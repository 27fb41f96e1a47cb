; NVVM IR 1.x sample, from the NVVM IR specification, 3.2.1 "Rules and Restrictions" (calling
; conventions) and 14.2 "Argument for Passing and Return": zeroext/signext on narrow arguments and
; results, a by-pointer byval aggregate, the <align, alignment> annotation and an indirect call
; carrying !callalign metadata (the specification writes its fields as 0x0008 and 0x208).
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, [3 x i32], double }

define internal zeroext i8 @narrow(i8 zeroext %a, i16 signext %b) nounwind readnone {
entry:
  %wa = zext i8 %a to i32
  %wb = sext i16 %b to i32
  %s = add nsw i32 %wa, %wb
  %r = trunc i32 %s to i8
  ret i8 %r
}

define %struct.S @callee(%struct.S* byval align 8 %arg1p, %struct.S %arg2) nounwind {
entry:
  %f = getelementptr inbounds %struct.S* %arg1p, i32 0, i32 0
  %x = load i32* %f, align 8
  %r = insertvalue %struct.S %arg2, i32 %x, 0
  ret %struct.S %r
}

define void @caller(%struct.S addrspace(1)* %out, %struct.S* %in) nounwind {
entry:
  %fp1 = alloca %struct.S (%struct.S*, %struct.S)*, align 8
  store %struct.S (%struct.S*, %struct.S)* @callee, %struct.S (%struct.S*, %struct.S)** %fp1, align 8
  %fp = load %struct.S (%struct.S*, %struct.S)** %fp1, align 8
  %arg2 = load %struct.S* %in, align 8
  %call = call %struct.S %fp(%struct.S* byval align 8 %in, %struct.S %arg2), !callalign !10
  store %struct.S %call, %struct.S addrspace(1)* %out, align 8
  %n = call zeroext i8 @narrow(i8 zeroext 1, i16 signext -2)
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = metadata !{void (%struct.S addrspace(1)*, %struct.S*)* @caller, metadata !"kernel", i32 1}
!1 = metadata !{%struct.S (%struct.S*, %struct.S)* @callee, metadata !"align", i32 8, metadata !"align", i32 131080}
!10 = metadata !{i32 8, i32 520}
