// LLVM's floating-point intrinsics for half, float and double: llvm.sqrt, llvm.fma, llvm.minnum,
// the rounding family, the transcendental ones and the fp16 conversions.
//
// llvm.sqrt/fma/fmuladd and the rounding family are exact (sqrt.rn, fma.rn, cvt.rni... on PTX;
// fmuladd is fused as NVPTX fuses it). NVPTX lowers llvm.sin/cos/exp2/log2 to .approx instructions
// under fast-math and rejects or expands the others; here they are the host's results rounded
// once (float through double, double through long double), within 1 ulp.
#include "intrinsics/Families.h"
#include "intrinsics/LaneMath.h"
#include "intrinsics/SmallFloat.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace nvsim::intr {

namespace {

// Value conversions: every operation computes on double (half and float are exact in it) and
// rounds once to the result type.
double toD(Half h) { return fromHalf(h.bits); }
double toD(float x) { return x; }
double toD(double x) { return x; }

template <class T> T fromD(double x) {
  if constexpr (std::is_same_v<T, Half>)
    return Half{toHalf(x)};
  else if constexpr (std::is_same_v<T, float>)
    return canon(float(x));
  else
    return canon(x);
}

template <class T> bool isNan(T x) { return toD(x) != toD(x); }
template <class T> T nanOf() {
  if constexpr (std::is_same_v<T, Half>)
    return Half{kNanF16};
  else if constexpr (std::is_same_v<T, float>)
    return std::bit_cast<float>(kNanF32);
  else
    return std::bit_cast<double>(kNanF64);
}
template <class T> bool signOf(T x) { return std::signbit(toD(x)); }

template <class T> T fmaOp(T a, T b, T c) {
  if constexpr (std::is_same_v<T, Half>)
    return fmaSmall(a, b, c);
  else
    return canon(std::fma(a, b, c));
}

template <class T> T sqrtOp(T x) { return fromD<T>(std::sqrt(toD(x))); }

template <class T> T fabsOp(T x) {
  if constexpr (std::is_same_v<T, Half>)
    return Half{uint16_t(x.bits & 0x7fff)};
  else
    return std::fabs(x);
}
template <class T> T copysignOp(T x, T y) {
  if constexpr (std::is_same_v<T, Half>)
    return Half{uint16_t((x.bits & 0x7fff) | (y.bits & 0x8000))};
  else
    return std::copysign(x, y);
}

/// PTX min/max: a NaN operand yields the other one, two NaNs the canonical NaN; -0 < +0.
template <class T, bool Max> T minMaxNum(T a, T b) {
  if (isNan(a))
    return isNan(b) ? nanOf<T>() : b;
  if (isNan(b))
    return a;
  const double x = toD(a), y = toD(b);
  if (x == y) // equal values, maybe zeros of opposite signs
    return (signOf(a) == Max) ? b : a;
  return (x < y) != Max ? a : b;
}
/// IEEE 754-2019 minimum/maximum: NaN if either operand is NaN; -0 < +0.
template <class T, bool Max> T minMaxIeee(T a, T b) {
  if (isNan(a) || isNan(b))
    return nanOf<T>();
  return minMaxNum<T, Max>(a, b);
}

template <class T, Round R> T roundOp(T x) { return fromD<T>(roundIntegral(toD(x), R)); }
template <class T> T canonicalizeOp(T x) { return isNan(x) ? nanOf<T>() : x; }

// Transcendentals: float and half through double, double through long double.
#define NVSIM_TRANSCENDENTAL(NAME, FN)                                                                       \
  template <class T> T NAME(T x) {                                                                           \
    if constexpr (std::is_same_v<T, double>)                                                                 \
      return canon(double(FN(static_cast<long double>(x))));                                                 \
    else                                                                                                     \
      return fromD<T>(FN(toD(x)));                                                                           \
  }
NVSIM_TRANSCENDENTAL(expOp, std::exp)
NVSIM_TRANSCENDENTAL(exp2Op, std::exp2)
NVSIM_TRANSCENDENTAL(logOp, std::log)
NVSIM_TRANSCENDENTAL(log2Op, std::log2)
NVSIM_TRANSCENDENTAL(log10Op, std::log10)
NVSIM_TRANSCENDENTAL(sinOp, std::sin)
NVSIM_TRANSCENDENTAL(cosOp, std::cos)
NVSIM_TRANSCENDENTAL(tanOp, std::tan)
NVSIM_TRANSCENDENTAL(asinOp, std::asin)
NVSIM_TRANSCENDENTAL(acosOp, std::acos)
NVSIM_TRANSCENDENTAL(atanOp, std::atan)
NVSIM_TRANSCENDENTAL(sinhOp, std::sinh)
NVSIM_TRANSCENDENTAL(coshOp, std::cosh)
NVSIM_TRANSCENDENTAL(tanhOp, std::tanh)
#undef NVSIM_TRANSCENDENTAL

template <class T> T exp10Op(T x) {
  if constexpr (std::is_same_v<T, double>)
    return canon(double(std::pow(10.0L, static_cast<long double>(x))));
  else
    return fromD<T>(std::pow(10.0, toD(x)));
}
template <class T> T powOp(T x, T y) {
  if constexpr (std::is_same_v<T, double>)
    return canon(double(std::pow(static_cast<long double>(x), static_cast<long double>(y))));
  else
    return fromD<T>(std::pow(toD(x), toD(y)));
}
template <class T> T powiOp(T x, int32_t n) {
  if constexpr (std::is_same_v<T, double>)
    return canon(double(std::pow(static_cast<long double>(x), n)));
  else
    return fromD<T>(std::pow(toD(x), n));
}
template <class T> T ldexpOp(T x, int32_t n) {
  if constexpr (std::is_same_v<T, double>)
    return canon(std::ldexp(x, n));
  else // half and float scale exactly in double; one rounding to the narrow type
    return fromD<T>(std::ldexp(toD(x), std::clamp(n, -400, 400)));
}

/// llvm.is.fpclass: bit 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0,
/// 7 +subnormal, 8 +normal, 9 +inf.
template <class T> bool isFpClassOp(T x, uint32_t mask) {
  int bit;
  if (isNan(x)) {
    uint64_t quietBit;
    uint64_t bits;
    if constexpr (std::is_same_v<T, Half>) {
      bits = x.bits;
      quietBit = 1u << 9;
    } else if constexpr (std::is_same_v<T, float>) {
      bits = bitsOf(x);
      quietBit = 1u << 22;
    } else {
      bits = bitsOf(x);
      quietBit = uint64_t(1) << 51;
    }
    bit = (bits & quietBit) ? 1 : 0;
  } else {
    const double v = toD(x);
    const bool neg = signOf(x);
    int mag; // 0 zero, 1 subnormal, 2 normal, 3 infinity
    if (v == 0)
      mag = 0;
    else if (std::isinf(v))
      mag = 3;
    else if constexpr (std::is_same_v<T, Half>)
      mag = std::fabs(v) < 0x1p-14 ? 1 : 2;
    else
      mag = std::fpclassify(x) == FP_SUBNORMAL ? 1 : 2;
    bit = neg ? 5 - mag : 6 + mag;
  }
  return (mask >> bit) & 1;
}

// The operand of the cvt that NVPTX emits for a conversion to integer: half widens exactly to
// float (cvt's NaN result depends on whether its source is .f64, FloatFormat.h).
float cvtSource(Half h) { return float(toD(h)); }
float cvtSource(float x) { return x; }
double cvtSource(double x) { return x; }

/// LLVM defines NaN -> 0 for the saturating conversions; cvt gives that only for sources other
/// than double and results narrower than 64 bits, so NaN is handled here.
template <class I, class T> I fpToSat(T x) {
  return isNan(x) ? I(0) : floatToInt<I>(cvtSource(x), Round::Zero);
}
template <class I, class T, Round R> I fpToIntR(T x) { return floatToInt<I>(cvtSource(x), R); }

uint16_t toFp16(float x) { return toHalf(x); }
/// cvt.rn.f16.f64 keeps a NaN's sign (0x7e00 / 0xfe00, measured on an H100), where cvt.rn.f16.f32
/// gives the canonical 0x7fff.
uint16_t toFp16d(double x) { return isNan(x) ? uint16_t(std::signbit(x) ? 0xfe00 : 0x7e00) : toHalf(x); }
float fromFp16(uint16_t h) { return float(fromHalf(h)); }
double fromFp16d(uint16_t h) { return fromHalf(h); }

constexpr std::string_view k1Ulp = "1 ulp";

#define NVSIM_F3(OP, NAME, BOUND)                                                                            \
  row<&OP<Half>>("llvm." NAME ".f16", BOUND), row<&OP<float>>("llvm." NAME ".f32", BOUND),                   \
      row<&OP<double>>("llvm." NAME ".f64", BOUND)

constexpr PureFunction kRows[] = {
    NVSIM_F3(sqrtOp, "sqrt", "exact"),
    NVSIM_F3(fmaOp, "fma", "exact"),
    NVSIM_F3(fmaOp, "fmuladd", "exact"),
    NVSIM_F3(fabsOp, "fabs", "exact"),
    NVSIM_F3(copysignOp, "copysign", "exact"),
    row<&minMaxNum<Half, false>>("llvm.minnum.f16"),
    row<&minMaxNum<float, false>>("llvm.minnum.f32"),
    row<&minMaxNum<double, false>>("llvm.minnum.f64"),
    row<&minMaxNum<Half, true>>("llvm.maxnum.f16"),
    row<&minMaxNum<float, true>>("llvm.maxnum.f32"),
    row<&minMaxNum<double, true>>("llvm.maxnum.f64"),
    row<&minMaxIeee<Half, false>>("llvm.minimum.f16"),
    row<&minMaxIeee<float, false>>("llvm.minimum.f32"),
    row<&minMaxIeee<double, false>>("llvm.minimum.f64"),
    row<&minMaxIeee<Half, true>>("llvm.maximum.f16"),
    row<&minMaxIeee<float, true>>("llvm.maximum.f32"),
    row<&minMaxIeee<double, true>>("llvm.maximum.f64"),
    row<&roundOp<Half, Round::Down>>("llvm.floor.f16"),
    row<&roundOp<float, Round::Down>>("llvm.floor.f32"),
    row<&roundOp<double, Round::Down>>("llvm.floor.f64"),
    row<&roundOp<Half, Round::Up>>("llvm.ceil.f16"),
    row<&roundOp<float, Round::Up>>("llvm.ceil.f32"),
    row<&roundOp<double, Round::Up>>("llvm.ceil.f64"),
    row<&roundOp<Half, Round::Zero>>("llvm.trunc.f16"),
    row<&roundOp<float, Round::Zero>>("llvm.trunc.f32"),
    row<&roundOp<double, Round::Zero>>("llvm.trunc.f64"),
    row<&roundOp<Half, Round::NearestAway>>("llvm.round.f16"),
    row<&roundOp<float, Round::NearestAway>>("llvm.round.f32"),
    row<&roundOp<double, Round::NearestAway>>("llvm.round.f64"),
    row<&roundOp<Half, Round::NearestEven>>("llvm.rint.f16"),
    row<&roundOp<float, Round::NearestEven>>("llvm.rint.f32"),
    row<&roundOp<double, Round::NearestEven>>("llvm.rint.f64"),
    row<&roundOp<Half, Round::NearestEven>>("llvm.nearbyint.f16"),
    row<&roundOp<float, Round::NearestEven>>("llvm.nearbyint.f32"),
    row<&roundOp<double, Round::NearestEven>>("llvm.nearbyint.f64"),
    row<&roundOp<Half, Round::NearestEven>>("llvm.roundeven.f16"),
    row<&roundOp<float, Round::NearestEven>>("llvm.roundeven.f32"),
    row<&roundOp<double, Round::NearestEven>>("llvm.roundeven.f64"),
    NVSIM_F3(canonicalizeOp, "canonicalize", "exact"),
    NVSIM_F3(expOp, "exp", k1Ulp),
    NVSIM_F3(exp2Op, "exp2", k1Ulp),
    NVSIM_F3(exp10Op, "exp10", k1Ulp),
    NVSIM_F3(logOp, "log", k1Ulp),
    NVSIM_F3(log2Op, "log2", k1Ulp),
    NVSIM_F3(log10Op, "log10", k1Ulp),
    NVSIM_F3(sinOp, "sin", k1Ulp),
    NVSIM_F3(cosOp, "cos", k1Ulp),
    NVSIM_F3(tanOp, "tan", k1Ulp),
    NVSIM_F3(asinOp, "asin", k1Ulp),
    NVSIM_F3(acosOp, "acos", k1Ulp),
    NVSIM_F3(atanOp, "atan", k1Ulp),
    NVSIM_F3(sinhOp, "sinh", k1Ulp),
    NVSIM_F3(coshOp, "cosh", k1Ulp),
    NVSIM_F3(tanhOp, "tanh", k1Ulp),
    NVSIM_F3(powOp, "pow", k1Ulp),
    NVSIM_F3(powiOp, "powi", k1Ulp), // the pre-LLVM-13 spelling, without the exponent's type
    row<&powiOp<Half>>("llvm.powi.f16.i32", k1Ulp),
    row<&powiOp<float>>("llvm.powi.f32.i32", k1Ulp),
    row<&powiOp<double>>("llvm.powi.f64.i32", k1Ulp),
    row<&ldexpOp<Half>>("llvm.ldexp.f16.i32"),
    row<&ldexpOp<float>>("llvm.ldexp.f32.i32"),
    row<&ldexpOp<double>>("llvm.ldexp.f64.i32"),
    row<&isFpClassOp<Half>>("llvm.is.fpclass.f16"),
    row<&isFpClassOp<float>>("llvm.is.fpclass.f32"),
    row<&isFpClassOp<double>>("llvm.is.fpclass.f64"),
    row<&toFp16>("llvm.convert.to.fp16.f32"),
    row<&toFp16d>("llvm.convert.to.fp16.f64"),
    row<&fromFp16>("llvm.convert.from.fp16.f32"),
    row<&fromFp16d>("llvm.convert.from.fp16.f64"),
    row<&fpToSat<int8_t, Half>>("llvm.fptosi.sat.i8.f16"),
    row<&fpToSat<int8_t, float>>("llvm.fptosi.sat.i8.f32"),
    row<&fpToSat<int8_t, double>>("llvm.fptosi.sat.i8.f64"),
    row<&fpToSat<int16_t, Half>>("llvm.fptosi.sat.i16.f16"),
    row<&fpToSat<int16_t, float>>("llvm.fptosi.sat.i16.f32"),
    row<&fpToSat<int16_t, double>>("llvm.fptosi.sat.i16.f64"),
    row<&fpToSat<int32_t, Half>>("llvm.fptosi.sat.i32.f16"),
    row<&fpToSat<int32_t, float>>("llvm.fptosi.sat.i32.f32"),
    row<&fpToSat<int32_t, double>>("llvm.fptosi.sat.i32.f64"),
    row<&fpToSat<int64_t, Half>>("llvm.fptosi.sat.i64.f16"),
    row<&fpToSat<int64_t, float>>("llvm.fptosi.sat.i64.f32"),
    row<&fpToSat<int64_t, double>>("llvm.fptosi.sat.i64.f64"),
    row<&fpToSat<uint8_t, Half>>("llvm.fptoui.sat.i8.f16"),
    row<&fpToSat<uint8_t, float>>("llvm.fptoui.sat.i8.f32"),
    row<&fpToSat<uint8_t, double>>("llvm.fptoui.sat.i8.f64"),
    row<&fpToSat<uint16_t, Half>>("llvm.fptoui.sat.i16.f16"),
    row<&fpToSat<uint16_t, float>>("llvm.fptoui.sat.i16.f32"),
    row<&fpToSat<uint16_t, double>>("llvm.fptoui.sat.i16.f64"),
    row<&fpToSat<uint32_t, Half>>("llvm.fptoui.sat.i32.f16"),
    row<&fpToSat<uint32_t, float>>("llvm.fptoui.sat.i32.f32"),
    row<&fpToSat<uint32_t, double>>("llvm.fptoui.sat.i32.f64"),
    row<&fpToSat<uint64_t, Half>>("llvm.fptoui.sat.i64.f16"),
    row<&fpToSat<uint64_t, float>>("llvm.fptoui.sat.i64.f32"),
    row<&fpToSat<uint64_t, double>>("llvm.fptoui.sat.i64.f64"),
    // lround/lrint: LLVM leaves out-of-range and NaN results unspecified; these are cvt's.
    row<&fpToIntR<int32_t, float, Round::NearestAway>>("llvm.lround.i32.f32"),
    row<&fpToIntR<int32_t, double, Round::NearestAway>>("llvm.lround.i32.f64"),
    row<&fpToIntR<int64_t, float, Round::NearestAway>>("llvm.lround.i64.f32"),
    row<&fpToIntR<int64_t, double, Round::NearestAway>>("llvm.lround.i64.f64"),
    row<&fpToIntR<int64_t, float, Round::NearestAway>>("llvm.llround.i64.f32"),
    row<&fpToIntR<int64_t, double, Round::NearestAway>>("llvm.llround.i64.f64"),
    row<&fpToIntR<int32_t, float, Round::NearestEven>>("llvm.lrint.i32.f32"),
    row<&fpToIntR<int32_t, double, Round::NearestEven>>("llvm.lrint.i32.f64"),
    row<&fpToIntR<int64_t, float, Round::NearestEven>>("llvm.lrint.i64.f32"),
    row<&fpToIntR<int64_t, double, Round::NearestEven>>("llvm.lrint.i64.f64"),
    row<&fpToIntR<int64_t, float, Round::NearestEven>>("llvm.llrint.i64.f32"),
    row<&fpToIntR<int64_t, double, Round::NearestEven>>("llvm.llrint.i64.f64"),
};
#undef NVSIM_F3

} // namespace

std::span<const PureFunction> llvmMathRows() { return kRows; }

} // namespace nvsim::intr
