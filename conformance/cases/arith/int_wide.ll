; Integers wider than 64 bits and of odd widths. Per lane: X and Y are i128 built from two i64
; halves (x[2i], x[2i+1]). out (as i128, op k at k * 8 + i): add sub mul udiv urem sdiv, shl and
; ashr by Y & 127, and icmp (slt | ult << 1). Then, as i64 at 144 + k * 8 + i: i24 add, i33 mul,
; i33 lshr by (y_lo mod 33), each zero-extended.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @int_wide(ptr %x, ptr %y, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %i2 = shl i64 %i, 1
  %i2h = add i64 %i2, 1
  %pxl = getelementptr inbounds i64, ptr %x, i64 %i2
  %pxh = getelementptr inbounds i64, ptr %x, i64 %i2h
  %pyl = getelementptr inbounds i64, ptr %y, i64 %i2
  %pyh = getelementptr inbounds i64, ptr %y, i64 %i2h
  %xl = load i64, ptr %pxl, align 8
  %xh = load i64, ptr %pxh, align 8
  %yl = load i64, ptr %pyl, align 8
  %yh = load i64, ptr %pyh, align 8
  %xlw = zext i64 %xl to i128
  %xhw = zext i64 %xh to i128
  %xhs = shl i128 %xhw, 64
  %X = or i128 %xhs, %xlw
  %ylw = zext i64 %yl to i128
  %yhw = zext i64 %yh to i128
  %yhs = shl i128 %yhw, 64
  %Y = or i128 %yhs, %ylw
  %add = add i128 %X, %Y
  %sub = sub i128 %X, %Y
  %mul = mul i128 %X, %Y
  %udiv = udiv i128 %X, %Y
  %urem = urem i128 %X, %Y
  %sdiv = sdiv i128 %X, %Y
  %amt = and i128 %Y, 127
  %shl = shl i128 %X, %amt
  %ashr = ashr i128 %X, %amt
  %slt = icmp slt i128 %X, %Y
  %ult = icmp ult i128 %X, %Y
  %sltw = zext i1 %slt to i128
  %ultw = zext i1 %ult to i128
  %ults = shl i128 %ultw, 1
  %cmp = or i128 %sltw, %ults
  %o0 = getelementptr inbounds i128, ptr %out, i64 %i
  store i128 %add, ptr %o0, align 16
  %o1 = getelementptr inbounds i128, ptr %o0, i64 8
  store i128 %sub, ptr %o1, align 16
  %o2 = getelementptr inbounds i128, ptr %o0, i64 16
  store i128 %mul, ptr %o2, align 16
  %o3 = getelementptr inbounds i128, ptr %o0, i64 24
  store i128 %udiv, ptr %o3, align 16
  %o4 = getelementptr inbounds i128, ptr %o0, i64 32
  store i128 %urem, ptr %o4, align 16
  %o5 = getelementptr inbounds i128, ptr %o0, i64 40
  store i128 %sdiv, ptr %o5, align 16
  %o6 = getelementptr inbounds i128, ptr %o0, i64 48
  store i128 %shl, ptr %o6, align 16
  %o7 = getelementptr inbounds i128, ptr %o0, i64 56
  store i128 %ashr, ptr %o7, align 16
  %o8 = getelementptr inbounds i128, ptr %o0, i64 64
  store i128 %cmp, ptr %o8, align 16
  ; odd widths
  %a24 = trunc i64 %xl to i24
  %b24 = trunc i64 %yl to i24
  %s24 = add i24 %a24, %b24
  %s24w = zext i24 %s24 to i64
  %a33 = trunc i64 %xl to i33
  %b33 = trunc i64 %yl to i33
  %m33 = mul i33 %a33, %b33
  %m33w = zext i33 %m33 to i64
  %amt64 = urem i64 %yl, 33
  %amt33 = trunc i64 %amt64 to i33
  %r33 = lshr i33 %a33, %amt33
  %r33w = zext i33 %r33 to i64
  %q0 = getelementptr inbounds i64, ptr %out, i64 144
  %q1 = getelementptr inbounds i64, ptr %q0, i64 %i
  store i64 %s24w, ptr %q1, align 8
  %q2 = getelementptr inbounds i64, ptr %q1, i64 8
  store i64 %m33w, ptr %q2, align 8
  %q3 = getelementptr inbounds i64, ptr %q1, i64 16
  store i64 %r33w, ptr %q3, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @int_wide, !"kernel", i32 1}
