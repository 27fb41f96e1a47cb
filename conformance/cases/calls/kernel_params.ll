; Scalar kernel parameters of every launch-script type, in order: i8 i16 i32 i64 u8 u16 u32 u64
; f32 f64, then the output. Lane 0 stores each one widened to 8 bytes (sign-extended for the
; signed ones, floats as their bits) at out[0..9]; lanes 1..31 store a checksum that uses all.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kernel_params(i8 signext %a, i16 signext %b, i32 %c, i64 %d, i8 zeroext %ua, i16 zeroext %ub, i32 %uc, i64 %ud, float %e, double %f, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %aw = sext i8 %a to i64
  %bw = sext i16 %b to i64
  %cw = sext i32 %c to i64
  %uaw = zext i8 %ua to i64
  %ubw = zext i16 %ub to i64
  %ucw = zext i32 %uc to i64
  %eb = bitcast float %e to i32
  %ew = zext i32 %eb to i64
  %fw = bitcast double %f to i64
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %all, label %sum

all:
  store i64 %aw, ptr %out, align 8
  %o1 = getelementptr inbounds i64, ptr %out, i64 1
  store i64 %bw, ptr %o1, align 8
  %o2 = getelementptr inbounds i64, ptr %out, i64 2
  store i64 %cw, ptr %o2, align 8
  %o3 = getelementptr inbounds i64, ptr %out, i64 3
  store i64 %d, ptr %o3, align 8
  %o4 = getelementptr inbounds i64, ptr %out, i64 4
  store i64 %uaw, ptr %o4, align 8
  %o5 = getelementptr inbounds i64, ptr %out, i64 5
  store i64 %ubw, ptr %o5, align 8
  %o6 = getelementptr inbounds i64, ptr %out, i64 6
  store i64 %ucw, ptr %o6, align 8
  %o7 = getelementptr inbounds i64, ptr %out, i64 7
  store i64 %ud, ptr %o7, align 8
  %o8 = getelementptr inbounds i64, ptr %out, i64 8
  store i64 %ew, ptr %o8, align 8
  %o9 = getelementptr inbounds i64, ptr %out, i64 9
  store i64 %fw, ptr %o9, align 8
  ret void

sum:
  %s1 = add i64 %aw, %bw
  %s2 = add i64 %s1, %cw
  %s3 = add i64 %s2, %d
  %s4 = add i64 %s3, %uaw
  %s5 = add i64 %s4, %ubw
  %s6 = add i64 %s5, %ucw
  %s7 = add i64 %s6, %ud
  %s8 = xor i64 %s7, %ew
  %s9 = xor i64 %s8, %fw
  %t = zext i32 %tid to i64
  %s10 = add i64 %s9, %t
  %j = add i64 %t, 9
  %p = getelementptr inbounds i64, ptr %out, i64 %j
  store i64 %s10, ptr %p, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @kernel_params, !"kernel", i32 1}
