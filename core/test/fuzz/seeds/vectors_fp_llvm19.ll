; Fuzz seed: vectors, half/bfloat/double, hexadecimal float constants, fast-math flags, fcmp.
target triple = "nvptx64-nvidia-cuda"

define <4 x float> @vec(<4 x float> %a, <4 x float> %b, half %h, bfloat %bf, double %d) {
  %s = fadd fast <4 x float> %a, %b
  %m = fmul nnan ninf nsz arcp contract afn reassoc <4 x float> %s, <float 1.0, float 0x7FF8000000000000, float 0x7FF0000000000000, float -0.0>
  %e = extractelement <4 x float> %m, i32 2
  %i = insertelement <4 x float> %m, float %e, i64 0
  %sh = shufflevector <4 x float> %i, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 undef, i32 0>
  %n = fneg <4 x float> %sh
  %hx = fpext half %h to float
  %hk = fadd half %h, 0xH3C00
  %bk = fadd bfloat %bf, 0xR3F80
  %bx = fpext bfloat %bk to float
  %dd = fptrunc double %d to float
  %x86 = fadd double %d, 0x3FB999999999999A
  %cmp = fcmp ord <4 x float> %n, %a
  %cmp2 = fcmp fast ult float %hx, %bx
  %v = select <4 x i1> %cmp, <4 x float> %n, <4 x float> zeroinitializer
  %bits = bitcast <4 x float> %v to <2 x i64>
  %back = bitcast <2 x i64> %bits to <4 x float>
  %fma = call <4 x float> @llvm.fma.v4f32(<4 x float> %back, <4 x float> %a, <4 x float> %b)
  %red = call reassoc float @llvm.vector.reduce.fadd.v4f32(float %dd, <4 x float> %fma)
  %splat = insertelement <4 x float> undef, float %red, i32 0
  %res = shufflevector <4 x float> %splat, <4 x float> undef, <4 x i32> zeroinitializer
  ret <4 x float> %res
}

declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
