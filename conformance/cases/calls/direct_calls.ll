; Direct calls: mixed argument types (signext i8, zeroext i16, i32, i64, float, double, pointer,
; <2 x float>), an aggregate return, void/i1/i8/i16/<4 x float> returns, a tail call and an
; always-inlined helper. Per lane t (out64: 8 slots per lane):
;   0: mix.0 = sext(a) + zext(b) + c + trunc(d) + in[t]   with a = t - 16, b = 0xffff - t,
;      c = 1000 t, d = (t << 40) | t
;   1: mix.1 bits = 2 e + f + v.0 + v.1 (double)          with e = t, f = t / 2, v = <t, -t>
;   2: is_even(t)   3: low_byte(t * 37) (zeroext i8)   4: neg16(t) (signext i16, sign-extended)
;   5: sum of splat4(t) elements (float bits)   6: written by store_twice: 2 t + 1   7: tail(t) = 3 t
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define internal { i32, double } @mix(i8 signext %a, i16 zeroext %b, i32 %c, i64 %d, float %e, double %f, ptr %p, <2 x float> %v) #0 {
entry:
  %aw = sext i8 %a to i32
  %bw = zext i16 %b to i32
  %s1 = add i32 %aw, %bw
  %s2 = add i32 %s1, %c
  %dt = trunc i64 %d to i32
  %s3 = add i32 %s2, %dt
  %pv = load i32, ptr %p, align 4
  %s4 = add i32 %s3, %pv
  %ed = fpext float %e to double
  %e2 = fmul double %ed, 2.000000e+00
  %f1 = fadd double %e2, %f
  %v0 = extractelement <2 x float> %v, i32 0
  %v1 = extractelement <2 x float> %v, i32 1
  %v0d = fpext float %v0 to double
  %v1d = fpext float %v1 to double
  %f2 = fadd double %f1, %v0d
  %f3 = fadd double %f2, %v1d
  %r0 = insertvalue { i32, double } poison, i32 %s4, 0
  %r1 = insertvalue { i32, double } %r0, double %f3, 1
  ret { i32, double } %r1
}

define internal i1 @is_even(i32 %x) #0 {
entry:
  %b = and i32 %x, 1
  %e = icmp eq i32 %b, 0
  ret i1 %e
}

define internal zeroext i8 @low_byte(i32 %x) #0 {
entry:
  %t = trunc i32 %x to i8
  ret i8 %t
}

define internal signext i16 @neg16(i32 %x) #0 {
entry:
  %t = trunc i32 %x to i16
  %n = sub i16 0, %t
  ret i16 %n
}

define internal <4 x float> @splat4(float %x) #0 {
entry:
  %v0 = insertelement <4 x float> poison, float %x, i32 0
  %v = shufflevector <4 x float> %v0, <4 x float> poison, <4 x i32> zeroinitializer
  ret <4 x float> %v
}

define internal void @store_twice(ptr %p, i32 %x) #0 {
entry:
  %x2 = shl i32 %x, 1
  %x21 = add i32 %x2, 1
  %w = zext i32 %x21 to i64
  store i64 %w, ptr %p, align 8
  ret void
}

define internal i32 @times3(i32 %x) #0 {
entry:
  %r = mul i32 %x, 3
  ret i32 %r
}

define internal i32 @tail(i32 %x) #0 {
entry:
  %r = tail call i32 @times3(i32 %x)
  ret i32 %r
}

define internal i64 @widen(i32 %x) #1 {
entry:
  %r = zext i32 %x to i64
  ret i64 %r
}

define void @direct_calls(ptr %in, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %t16 = sub i32 %tid, 16
  %a = trunc i32 %t16 to i8
  %bb = sub i32 65535, %tid
  %b = trunc i32 %bb to i16
  %c = mul i32 %tid, 1000
  %hi = shl i64 %i, 40
  %d = or i64 %hi, %i
  %e = uitofp i32 %tid to float
  %td = uitofp i32 %tid to double
  %f = fmul double %td, 5.000000e-01
  %p = getelementptr inbounds i32, ptr %in, i64 %i
  %ne = fneg float %e
  %v0 = insertelement <2 x float> poison, float %e, i32 0
  %v = insertelement <2 x float> %v0, float %ne, i32 1
  %m = call { i32, double } @mix(i8 signext %a, i16 zeroext %b, i32 %c, i64 %d, float %e, double %f, ptr %p, <2 x float> %v)
  %m0 = extractvalue { i32, double } %m, 0
  %m1 = extractvalue { i32, double } %m, 1
  %base = mul i64 %i, 8
  %o = getelementptr inbounds i64, ptr %out, i64 %base
  %m0w = call i64 @widen(i32 %m0)
  store i64 %m0w, ptr %o, align 8
  %o1 = getelementptr inbounds i64, ptr %o, i64 1
  store double %m1, ptr %o1, align 8
  %ev = call i1 @is_even(i32 %tid)
  %evw = zext i1 %ev to i64
  %o2 = getelementptr inbounds i64, ptr %o, i64 2
  store i64 %evw, ptr %o2, align 8
  %t37 = mul i32 %tid, 37
  %lb = call zeroext i8 @low_byte(i32 %t37)
  %lbw = zext i8 %lb to i64
  %o3 = getelementptr inbounds i64, ptr %o, i64 3
  store i64 %lbw, ptr %o3, align 8
  %ng = call signext i16 @neg16(i32 %tid)
  %ngw = sext i16 %ng to i64
  %o4 = getelementptr inbounds i64, ptr %o, i64 4
  store i64 %ngw, ptr %o4, align 8
  %sp = call <4 x float> @splat4(float %e)
  %s0 = extractelement <4 x float> %sp, i32 0
  %s1 = extractelement <4 x float> %sp, i32 1
  %s2 = extractelement <4 x float> %sp, i32 2
  %s3 = extractelement <4 x float> %sp, i32 3
  %s01 = fadd float %s0, %s1
  %s23 = fadd float %s2, %s3
  %s = fadd float %s01, %s23
  %sb = bitcast float %s to i32
  %sbw = zext i32 %sb to i64
  %o5 = getelementptr inbounds i64, ptr %o, i64 5
  store i64 %sbw, ptr %o5, align 8
  %o6 = getelementptr inbounds i64, ptr %o, i64 6
  call void @store_twice(ptr %o6, i32 %tid)
  %tl = call i32 @tail(i32 %tid)
  %tlw = zext i32 %tl to i64
  %o7 = getelementptr inbounds i64, ptr %o, i64 7
  store i64 %tlw, ptr %o7, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { noinline }
attributes #1 = { alwaysinline }

!nvvm.annotations = !{!0}
!0 = !{ptr @direct_calls, !"kernel", i32 1}
