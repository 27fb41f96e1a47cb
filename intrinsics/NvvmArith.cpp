// NVVM arithmetic with explicit rounding and flush-to-zero (llvm.nvvm.add.rz.ftz.f,
// llvm.nvvm.fma.rp.d...), min/max with the .nan/.xorsign.abs variants, fabs, saturate, and
// the integral rounding of cvt.rmi/rpi/rzi/rni. All exact.
#include "intrinsics/Families.h"
#include "intrinsics/LaneMath.h"
#include "intrinsics/RoundedOps.h"
#include "intrinsics/SmallFloat.h"

namespace nvsim::intr {

namespace {

constexpr Round RN = Round::NearestEven, RZ = Round::Zero, RM = Round::Down, RP = Round::Up;

template <Round R, bool Z> float addF(float a, float b) { return addR(a, b, R, Z); }
template <Round R, bool Z> float mulF(float a, float b) { return mulR(a, b, R, Z); }
template <Round R, bool Z> float divF(float a, float b) { return divR(a, b, R, Z); }
template <Round R, bool Z> float fmaF(float a, float b, float c) { return fmaR(a, b, c, R, Z); }
template <Round R, bool Z> float rcpF(float a) { return rcpR(a, R, Z); }
template <Round R, bool Z> float sqrtF(float a) { return sqrtR(a, R, Z); }
template <Round R> double addD(double a, double b) { return addR(a, b, R); }
template <Round R> double mulD(double a, double b) { return mulR(a, b, R); }
template <Round R> double divD(double a, double b) { return divR(a, b, R); }
template <Round R> double fmaD(double a, double b, double c) { return fmaR(a, b, c, R); }
template <Round R> double rcpD(double a) { return rcpR(a, R); }
template <Round R> double sqrtD(double a) { return sqrtR(a, R); }

// min/max over float, double, half and bfloat, as PTX min/max: a NaN operand yields the other
// (.nan: yields NaN), -0 < +0; .xorsign.abs: the magnitude of min/max(|a|, |b|) with the sign
// sign(a) ^ sign(b).
template <class T> double val(T x) {
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>)
    return x;
  else
    return valueOf(x);
}
template <class T> T flushAny(T x) {
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>)
    return ftz(x);
  else
    return flush(x);
}
template <class T> T nanAny() {
  if constexpr (std::is_same_v<T, float>)
    return std::bit_cast<float>(kNanF32);
  else if constexpr (std::is_same_v<T, double>)
    return std::bit_cast<double>(kNanF64);
  else
    return T{kNanOf<T>};
}
template <class T> T absAny(T x) {
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>)
    return std::fabs(x);
  else
    return T{uint16_t(x.bits & 0x7fff)};
}
template <class T> T withSign(T x, bool neg) {
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>)
    return std::copysign(x, neg ? -1.0f : 1.0f);
  else
    return T{uint16_t((x.bits & 0x7fff) | (neg ? 0x8000 : 0))};
}

template <class T, bool Max, bool Z, bool Nan, bool XorSign> T minMax(T a, T b) {
  if (Z) {
    a = flushAny(a);
    b = flushAny(b);
  }
  const bool neg = std::signbit(val(a)) != std::signbit(val(b));
  if (XorSign) {
    a = absAny(a);
    b = absAny(b);
  }
  const bool nanA = val(a) != val(a), nanB = val(b) != val(b);
  T r;
  if (nanA || nanB)
    r = (Nan || (nanA && nanB)) ? nanAny<T>() : (nanA ? b : a);
  else if (val(a) == val(b))
    r = (std::signbit(val(a)) == Max) ? b : a;
  else
    r = (val(a) < val(b)) != Max ? a : b;
  if (XorSign && val(r) == val(r))
    r = withSign(r, neg);
  return r;
}

template <bool Z> float fabsF(float x) { return std::fabs(Z ? ftz(x) : x); }
double fabsD(double x) { return std::fabs(x); }
/// cvt.sat: clamps to [0, 1]; NaN gives +0.
template <class F, bool Z> F saturate(F x) {
  if constexpr (Z)
    x = ftz(x);
  if (!(x > F(0)))
    return F(0);
  return x > F(1) ? F(1) : x;
}
template <Round R, bool Z> float roundF(float x) { return canon(roundIntegral(Z ? ftz(x) : x, R)); }
template <Round R> double roundD(double x) { return canon(roundIntegral(x, R)); }

/// neg.bf16 and abs.bf16 flip or clear the sign, except that a NaN comes out as the canonical
/// 0x7fff (the PTX ISA leaves it unspecified; measured on an H100 for both).
template <class T> T negSmall(T x) {
  return T{uint16_t((x.bits & 0x7fff) > 0x7f80 ? 0x7fff : x.bits ^ 0x8000)};
}
template <class T> T absSmall(T x) {
  return T{uint16_t((x.bits & 0x7fff) > 0x7f80 ? 0x7fff : x.bits & 0x7fff)};
}

/// fma.rn on half/bfloat: .ftz flushes subnormal inputs and result, .sat clamps to [0, 1] (NaN
/// gives +0), .relu clamps negative results to +0 (NaN stays the canonical NaN).
template <class T, bool Z, bool Sat, bool Relu> T fmaSmallOp(T a, T b, T c) {
  if (Z) {
    a = flush(a);
    b = flush(b);
    c = flush(c);
  }
  T r = fmaSmall(a, b, c);
  if (Z)
    r = flush(r);
  const double v = valueOf(r);
  if (Sat)
    r = !(v > 0) ? T{0} : (v > 1 ? encode<T>(1.0) : r);
  if (Relu && v < 0)
    r = T{0};
  if (Relu && (r.bits & 0x8000) && v == 0)
    r = T{0};
  return r;
}

#define NVSIM_ROUNDED2(OP, NAME)                                                                             \
  row<&OP##F<RN, false>>("llvm.nvvm." NAME ".rn.f"), row<&OP##F<RN, true>>("llvm.nvvm." NAME ".rn.ftz.f"),   \
      row<&OP##F<RZ, false>>("llvm.nvvm." NAME ".rz.f"),                                                     \
      row<&OP##F<RZ, true>>("llvm.nvvm." NAME ".rz.ftz.f"),                                                  \
      row<&OP##F<RM, false>>("llvm.nvvm." NAME ".rm.f"),                                                     \
      row<&OP##F<RM, true>>("llvm.nvvm." NAME ".rm.ftz.f"),                                                  \
      row<&OP##F<RP, false>>("llvm.nvvm." NAME ".rp.f"),                                                     \
      row<&OP##F<RP, true>>("llvm.nvvm." NAME ".rp.ftz.f"), row<&OP##D<RN>>("llvm.nvvm." NAME ".rn.d"),      \
      row<&OP##D<RZ>>("llvm.nvvm." NAME ".rz.d"), row<&OP##D<RM>>("llvm.nvvm." NAME ".rm.d"),                \
      row<&OP##D<RP>>("llvm.nvvm." NAME ".rp.d")

constexpr PureFunction kRows[] = {
    NVSIM_ROUNDED2(add, "add"),
    NVSIM_ROUNDED2(mul, "mul"),
    NVSIM_ROUNDED2(div, "div"),
    NVSIM_ROUNDED2(fma, "fma"),
    NVSIM_ROUNDED2(rcp, "rcp"),
    NVSIM_ROUNDED2(sqrt, "sqrt"),
    row<&sqrtF<RN, false>>("llvm.nvvm.sqrt.f"),
    // min/max, float and double
    row<&minMax<float, false, false, false, false>>("llvm.nvvm.fmin.f"),
    row<&minMax<float, false, true, false, false>>("llvm.nvvm.fmin.ftz.f"),
    row<&minMax<float, false, false, true, false>>("llvm.nvvm.fmin.nan.f"),
    row<&minMax<float, false, true, true, false>>("llvm.nvvm.fmin.ftz.nan.f"),
    row<&minMax<float, false, false, false, true>>("llvm.nvvm.fmin.xorsign.abs.f"),
    row<&minMax<float, false, true, false, true>>("llvm.nvvm.fmin.ftz.xorsign.abs.f"),
    row<&minMax<float, false, false, true, true>>("llvm.nvvm.fmin.nan.xorsign.abs.f"),
    row<&minMax<float, false, true, true, true>>("llvm.nvvm.fmin.ftz.nan.xorsign.abs.f"),
    row<&minMax<float, true, false, false, false>>("llvm.nvvm.fmax.f"),
    row<&minMax<float, true, true, false, false>>("llvm.nvvm.fmax.ftz.f"),
    row<&minMax<float, true, false, true, false>>("llvm.nvvm.fmax.nan.f"),
    row<&minMax<float, true, true, true, false>>("llvm.nvvm.fmax.ftz.nan.f"),
    row<&minMax<float, true, false, false, true>>("llvm.nvvm.fmax.xorsign.abs.f"),
    row<&minMax<float, true, true, false, true>>("llvm.nvvm.fmax.ftz.xorsign.abs.f"),
    row<&minMax<float, true, false, true, true>>("llvm.nvvm.fmax.nan.xorsign.abs.f"),
    row<&minMax<float, true, true, true, true>>("llvm.nvvm.fmax.ftz.nan.xorsign.abs.f"),
    row<&minMax<double, false, false, false, false>>("llvm.nvvm.fmin.d"),
    row<&minMax<double, true, false, false, false>>("llvm.nvvm.fmax.d"),
    // min/max, half
    row<&minMax<Half, false, false, false, false>>("llvm.nvvm.fmin.f16"),
    row<&minMax<Half, false, true, false, false>>("llvm.nvvm.fmin.ftz.f16"),
    row<&minMax<Half, false, false, true, false>>("llvm.nvvm.fmin.nan.f16"),
    row<&minMax<Half, false, true, true, false>>("llvm.nvvm.fmin.ftz.nan.f16"),
    row<&minMax<Half, false, false, false, true>>("llvm.nvvm.fmin.xorsign.abs.f16"),
    row<&minMax<Half, false, true, false, true>>("llvm.nvvm.fmin.ftz.xorsign.abs.f16"),
    row<&minMax<Half, false, false, true, true>>("llvm.nvvm.fmin.nan.xorsign.abs.f16"),
    row<&minMax<Half, false, true, true, true>>("llvm.nvvm.fmin.ftz.nan.xorsign.abs.f16"),
    row<&minMax<Half, true, false, false, false>>("llvm.nvvm.fmax.f16"),
    row<&minMax<Half, true, true, false, false>>("llvm.nvvm.fmax.ftz.f16"),
    row<&minMax<Half, true, false, true, false>>("llvm.nvvm.fmax.nan.f16"),
    row<&minMax<Half, true, true, true, false>>("llvm.nvvm.fmax.ftz.nan.f16"),
    row<&minMax<Half, true, false, false, true>>("llvm.nvvm.fmax.xorsign.abs.f16"),
    row<&minMax<Half, true, true, false, true>>("llvm.nvvm.fmax.ftz.xorsign.abs.f16"),
    row<&minMax<Half, true, false, true, true>>("llvm.nvvm.fmax.nan.xorsign.abs.f16"),
    row<&minMax<Half, true, true, true, true>>("llvm.nvvm.fmax.ftz.nan.xorsign.abs.f16"),
    // min/max, bfloat
    row<&minMax<BFloat, false, false, false, false>>("llvm.nvvm.fmin.bf16"),
    row<&minMax<BFloat, false, true, false, false>>("llvm.nvvm.fmin.ftz.bf16"),
    row<&minMax<BFloat, false, false, true, false>>("llvm.nvvm.fmin.nan.bf16"),
    row<&minMax<BFloat, false, true, true, false>>("llvm.nvvm.fmin.ftz.nan.bf16"),
    row<&minMax<BFloat, false, false, false, true>>("llvm.nvvm.fmin.xorsign.abs.bf16"),
    row<&minMax<BFloat, false, true, false, true>>("llvm.nvvm.fmin.ftz.xorsign.abs.bf16"),
    row<&minMax<BFloat, false, false, true, true>>("llvm.nvvm.fmin.nan.xorsign.abs.bf16"),
    row<&minMax<BFloat, false, true, true, true>>("llvm.nvvm.fmin.ftz.nan.xorsign.abs.bf16"),
    row<&minMax<BFloat, true, false, false, false>>("llvm.nvvm.fmax.bf16"),
    row<&minMax<BFloat, true, true, false, false>>("llvm.nvvm.fmax.ftz.bf16"),
    row<&minMax<BFloat, true, false, true, false>>("llvm.nvvm.fmax.nan.bf16"),
    row<&minMax<BFloat, true, true, true, false>>("llvm.nvvm.fmax.ftz.nan.bf16"),
    row<&minMax<BFloat, true, false, false, true>>("llvm.nvvm.fmax.xorsign.abs.bf16"),
    row<&minMax<BFloat, true, true, false, true>>("llvm.nvvm.fmax.ftz.xorsign.abs.bf16"),
    row<&minMax<BFloat, true, false, true, true>>("llvm.nvvm.fmax.nan.xorsign.abs.bf16"),
    row<&minMax<BFloat, true, true, true, true>>("llvm.nvvm.fmax.ftz.nan.xorsign.abs.bf16"),
    // fabs, saturate, integral rounding
    row<&fabsF<false>>("llvm.nvvm.fabs.f"),
    row<&fabsF<true>>("llvm.nvvm.fabs.ftz.f"),
    row<&fabsD>("llvm.nvvm.fabs.d"),
    row<&saturate<float, false>>("llvm.nvvm.saturate.f"),
    row<&saturate<float, true>>("llvm.nvvm.saturate.ftz.f"),
    row<&saturate<double, false>>("llvm.nvvm.saturate.d"),
    row<&roundF<RM, false>>("llvm.nvvm.floor.f"),
    row<&roundF<RM, true>>("llvm.nvvm.floor.ftz.f"),
    row<&roundD<RM>>("llvm.nvvm.floor.d"),
    row<&roundF<RP, false>>("llvm.nvvm.ceil.f"),
    row<&roundF<RP, true>>("llvm.nvvm.ceil.ftz.f"),
    row<&roundD<RP>>("llvm.nvvm.ceil.d"),
    row<&roundF<RZ, false>>("llvm.nvvm.trunc.f"),
    row<&roundF<RZ, true>>("llvm.nvvm.trunc.ftz.f"),
    row<&roundD<RZ>>("llvm.nvvm.trunc.d"),
    // NVPTX selects cvt.rni (nearest even) for llvm.nvvm.round.*; libdevice's rintf relies on it.
    row<&roundF<RN, false>>("llvm.nvvm.round.f"),
    row<&roundF<RN, true>>("llvm.nvvm.round.ftz.f"),
    row<&roundD<RN>>("llvm.nvvm.round.d"),
    // bfloat sign operations and half/bfloat fma.rn
    row<&negSmall<BFloat>>("llvm.nvvm.neg.bf16"),
    row<&absSmall<BFloat>>("llvm.nvvm.abs.bf16"),
    row<&fmaSmallOp<Half, false, false, false>>("llvm.nvvm.fma.rn.f16"),
    row<&fmaSmallOp<Half, true, false, false>>("llvm.nvvm.fma.rn.ftz.f16"),
    row<&fmaSmallOp<Half, false, true, false>>("llvm.nvvm.fma.rn.sat.f16"),
    row<&fmaSmallOp<Half, true, true, false>>("llvm.nvvm.fma.rn.ftz.sat.f16"),
    row<&fmaSmallOp<Half, false, false, true>>("llvm.nvvm.fma.rn.relu.f16"),
    row<&fmaSmallOp<Half, true, false, true>>("llvm.nvvm.fma.rn.ftz.relu.f16"),
    row<&fmaSmallOp<BFloat, false, false, false>>("llvm.nvvm.fma.rn.bf16"),
    row<&fmaSmallOp<BFloat, true, false, false>>("llvm.nvvm.fma.rn.ftz.bf16"),
    row<&fmaSmallOp<BFloat, false, true, false>>("llvm.nvvm.fma.rn.sat.bf16"),
    row<&fmaSmallOp<BFloat, true, true, false>>("llvm.nvvm.fma.rn.ftz.sat.bf16"),
    row<&fmaSmallOp<BFloat, false, false, true>>("llvm.nvvm.fma.rn.relu.bf16"),
    row<&fmaSmallOp<BFloat, true, false, true>>("llvm.nvvm.fma.rn.ftz.relu.bf16"),
};
#undef NVSIM_ROUNDED2

} // namespace

std::span<const PureFunction> nvvmArithRows() { return kRows; }

} // namespace nvsim::intr
