// The .approx NVVM intrinsics (rcp, rsqrt, sqrt, ex2, lg2, sin, cos, div, tanh). The GPU's special
// function unit is not reproduced bit for bit: each result is the correctly rounded value (from
// double, or long double for the f64 forms), which lies inside the bound the PTX ISA documents
// for the instruction; the `bound` column carries that documented bound. The documented special
// cases are kept: .ftz flushing, div.approx's zero for 2^126 < |b| < 2^128.
#include "intrinsics/Families.h"
#include "intrinsics/LaneMath.h"
#include "intrinsics/SmallFloat.h"

namespace nvsim::intr {

namespace {

template <bool Z> float in(float x) { return Z ? ftz(x) : x; }
template <bool Z> float out(double x) { return Z ? ftz(narrow(x)) : narrow(x); }

float rcpApproxFtz(float x) { return out<true>(1.0 / double(ftz(x))); }
double rcpApproxFtzD(double x) { return ftz(canon(1.0 / ftz(x))); }
template <bool Z> float rsqrtApprox(float x) { return out<Z>(1.0 / std::sqrt(double(in<Z>(x)))); }
template <bool Z> double rsqrtApproxD(double x) {
  const long double v = Z ? ftz(x) : x;
  return canon(double(1.0L / std::sqrt(v)));
}
template <bool Z> float sqrtApprox(float x) { return out<Z>(std::sqrt(double(in<Z>(x)))); }
template <bool Z> float ex2Approx(float x) { return out<Z>(std::exp2(double(in<Z>(x)))); }
double ex2ApproxD(double x) { return ftz(canon(double(std::exp2(static_cast<long double>(ftz(x)))))); }
Half ex2ApproxH(Half x) { return encode<Half>(std::exp2(valueOf(x))); }
template <bool Z> float lg2Approx(float x) { return out<Z>(std::log2(double(in<Z>(x)))); }
double lg2ApproxD(double x) { return canon(double(std::log2(static_cast<long double>(ftz(x))))); }
template <bool Z> float sinApprox(float x) { return out<Z>(std::sin(double(in<Z>(x)))); }
template <bool Z> float cosApprox(float x) { return out<Z>(std::cos(double(in<Z>(x)))); }
float tanhApprox(float x) { return narrow(std::tanh(double(x))); }

/// div.approx.f32 computes a * (1/b); for 2^126 < |b| < 2^128 the reciprocal underflows and the
/// PTX ISA documents a zero result (NaN when a is infinite).
template <bool Z> float divApprox(float a, float b) {
  a = in<Z>(a);
  b = in<Z>(b);
  const float mag = std::fabs(b);
  if (mag > 0x1p126f && std::isfinite(mag)) {
    if (std::isinf(a))
      return std::bit_cast<float>(kNanF32);
    return std::copysign(0.0f, a) * (std::signbit(b) ? -1.0f : 1.0f);
  }
  return out<Z>(double(a) / double(b));
}

constexpr PureFunction kRows[] = {
    row<&rcpApproxFtz>("llvm.nvvm.rcp.approx.ftz.f", "1 ulp"),
    row<&rcpApproxFtzD>("llvm.nvvm.rcp.approx.ftz.d", "1 ulp"),
    row<&rsqrtApprox<false>>("llvm.nvvm.rsqrt.approx.f", "2^-22.9 rel"),
    row<&rsqrtApprox<true>>("llvm.nvvm.rsqrt.approx.ftz.f", "2^-22.9 rel"),
    row<&rsqrtApproxD<false>>("llvm.nvvm.rsqrt.approx.d", "1 ulp"),
    row<&rsqrtApproxD<true>>("llvm.nvvm.rsqrt.approx.ftz.d", "1 ulp"),
    row<&sqrtApprox<false>>("llvm.nvvm.sqrt.approx.f", "2^-23 rel"),
    row<&sqrtApprox<true>>("llvm.nvvm.sqrt.approx.ftz.f", "2^-23 rel"),
    row<&ex2Approx<false>>("llvm.nvvm.ex2.approx.f", "2 ulp"),
    row<&ex2Approx<true>>("llvm.nvvm.ex2.approx.ftz.f", "2 ulp"),
    row<&ex2ApproxD>("llvm.nvvm.ex2.approx.d", "1 ulp"),
    row<&ex2ApproxH>("llvm.nvvm.ex2.approx.f16", "1 ulp"),
    row<&lg2Approx<false>>("llvm.nvvm.lg2.approx.f", "2^-22.6 abs in [0.5, 2]; 2 ulp otherwise"),
    row<&lg2Approx<true>>("llvm.nvvm.lg2.approx.ftz.f", "2^-22.6 abs in [0.5, 2]; 2 ulp otherwise"),
    row<&lg2ApproxD>("llvm.nvvm.lg2.approx.d", "1 ulp"),
    row<&sinApprox<false>>("llvm.nvvm.sin.approx.f", "2^-20.5 abs"),
    row<&sinApprox<true>>("llvm.nvvm.sin.approx.ftz.f", "2^-20.5 abs"),
    row<&cosApprox<false>>("llvm.nvvm.cos.approx.f", "2^-20.5 abs"),
    row<&cosApprox<true>>("llvm.nvvm.cos.approx.ftz.f", "2^-20.5 abs"),
    row<&divApprox<false>>("llvm.nvvm.div.approx.f", "2 ulp"),
    row<&divApprox<true>>("llvm.nvvm.div.approx.ftz.f", "2 ulp"),
    row<&tanhApprox>("llvm.nvvm.tanh.approx.f32", "2^-10.987 rel"),
};

} // namespace

std::span<const PureFunction> nvvmApproxRows() { return kRows; }

} // namespace nvsim::intr
