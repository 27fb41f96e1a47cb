// libdevice's correctly rounded arithmetic with a rounding suffix (__nv_fadd_rd, __nv_ddiv_ru,
// __nv_fmaf_rz...) and its exact float/double functions: sqrt, min/max, rounding to integers,
// classification, frexp/modf/remquo (out pointers), fmod, remainder, ldexp, nextafter, ilogb.
#include "intrinsics/Families.h"
#include "intrinsics/LaneMath.h"
#include "intrinsics/RoundedOps.h"

#include <climits>

namespace nvsim::intr {

namespace {

constexpr Round RN = Round::NearestEven, RZ = Round::Zero, RM = Round::Down, RP = Round::Up;

template <Round R> float faddR(float a, float b) { return addR(a, b, R); }
template <Round R> float fsubR(float a, float b) { return subR(a, b, R); }
template <Round R> float fmulR(float a, float b) { return mulR(a, b, R); }
template <Round R> float fdivR(float a, float b) { return divR(a, b, R); }
template <Round R> float fmafR(float a, float b, float c) { return fmaR(a, b, c, R); }
template <Round R> float frcpR(float a) { return rcpR(a, R); }
template <Round R> float fsqrtR(float a) { return sqrtR(a, R); }
template <Round R> double daddR(double a, double b) { return addR(a, b, R); }
template <Round R> double dsubR(double a, double b) { return subR(a, b, R); }
template <Round R> double dmulR(double a, double b) { return mulR(a, b, R); }
template <Round R> double ddivR(double a, double b) { return divR(a, b, R); }
template <Round R> double dfmaR(double a, double b, double c) { return fmaR(a, b, c, R); }
template <Round R> double drcpR(double a) { return rcpR(a, R); }
template <Round R> double dsqrtR(double a) { return sqrtR(a, R); }

/// __nv_frsqrt_rn: 1/sqrt(x) correctly rounded. The double quotient is within 2^-53 relative of
/// the exact value, far from a float rounding boundary except where it is exactly on one
/// (x a power of 4), where it is exact.
float frsqrtRn(float x) { return narrow(1.0 / std::sqrt(double(x))); }

template <class F> F fabsOp(F x) { return std::fabs(x); }
/// fminf/fmaxf: a NaN operand yields the other, two NaNs the canonical NaN; -0 < +0.
template <class F, bool Max> F minMaxOp(F a, F b) {
  if (a != a)
    return b != b ? canon(b) : b;
  if (b != b)
    return a;
  if (a == b)
    return std::signbit(a) == Max ? b : a;
  return (a < b) != Max ? a : b;
}
template <class F, Round R> F roundOp(F x) { return canon(roundIntegral(x, R)); }
template <class F> F copysignOp(F a, F b) { return std::copysign(a, b); }
template <class F> int32_t isNan(F x) { return x != x; }
template <class F> int32_t isInf(F x) { return std::isinf(x); }
template <class F> int32_t isFinite(F x) { return std::isfinite(x); }
template <class F> int32_t signBit(F x) { return std::signbit(x); }
template <class F> F nextafterOp(F a, F b) { return canon(std::nextafter(a, b)); }
template <class F> F fdimOp(F a, F b) {
  if (a != a || b != b)
    return canon(a + b);
  return a > b ? a - b : F(0);
}
template <class F> F ldexpOp(F x, int32_t n) { return canon(std::ldexp(x, n)); }
template <class F> F fmodOp(F a, F b) { return canon(std::fmod(a, b)); }
template <class F> F remainderOp(F a, F b) { return canon(std::remainder(a, b)); }
/// ilogb: INT_MIN for 0 and NaN, INT_MAX for infinities (CUDA's documented results).
template <class F> int32_t ilogbOp(F x) {
  if (x == 0 || x != x)
    return INT_MIN;
  if (std::isinf(x))
    return INT_MAX;
  return std::ilogb(x);
}
template <class F> F logbOp(F x) { return canon(std::logb(x)); }
template <class F> F saturateOp(F x) { return !(x > F(0)) ? F(0) : (x > F(1) ? F(1) : x); }
template <class F> F sqrtOp(F x) { return canon(std::sqrt(x)); }
template <class F> F fmaOp(F a, F b, F c) { return canon(std::fma(a, b, c)); }

/// __nv_frexp(x, int *e): the mantissa in [0.5, 1) and the exponent; 0, infinities and NaN store 0.
template <class F> uint64_t frexpLane(const uint64_t *a, uint64_t *outs) {
  const F x = fromSlot<F>(a[0]);
  int e = 0;
  const F m = std::isfinite(x) ? std::frexp(x, &e) : x;
  outs[0] = uint32_t(e);
  return toSlot(canon(m));
}
/// __nv_modf(x, F *ip): the fractional part; the integral part goes through the pointer.
template <class F> uint64_t modfLane(const uint64_t *a, uint64_t *outs) {
  const F x = fromSlot<F>(a[0]);
  F ip;
  const F frac = std::modf(x, &ip);
  outs[0] = toSlot(canon(ip));
  return toSlot(canon(frac));
}
/// __nv_remquo(x, y, int *q): the IEEE remainder; the quotient's sign and low bits (3 at least,
/// as C requires) go through the pointer.
template <class F> uint64_t remquoLane(const uint64_t *a, uint64_t *outs) {
  const F x = fromSlot<F>(a[0]);
  const F y = fromSlot<F>(a[1]);
  int q = 0;
  const F r = std::remquo(x, y, &q);
  outs[0] = uint32_t(r == r ? q : 0);
  return toSlot(canon(r));
}

double rcp64h(double x) { return ftz(canon(1.0 / ftz(x))); }

#define NVSIM_R4(FN, NAME)                                                                                   \
  row<&FN<RN>>("__nv_" NAME "_rn"), row<&FN<RZ>>("__nv_" NAME "_rz"), row<&FN<RM>>("__nv_" NAME "_rd"),      \
      row<&FN<RP>>("__nv_" NAME "_ru")
#define NVSIM_FD(FN, NAME) row<&FN<float>>("__nv_" NAME "f"), row<&FN<double>>("__nv_" NAME)

constexpr PureFunction kRows[] = {
    NVSIM_R4(faddR, "fadd"),
    NVSIM_R4(fsubR, "fsub"),
    NVSIM_R4(fmulR, "fmul"),
    NVSIM_R4(fdivR, "fdiv"),
    NVSIM_R4(fmafR, "fmaf"),
    NVSIM_R4(fmafR, "fmaf_ieee"),
    NVSIM_R4(frcpR, "frcp"),
    NVSIM_R4(fsqrtR, "fsqrt"),
    NVSIM_R4(daddR, "dadd"),
    NVSIM_R4(dsubR, "dsub"),
    NVSIM_R4(dmulR, "dmul"),
    NVSIM_R4(ddivR, "ddiv"),
    NVSIM_R4(dfmaR, "fma"),
    NVSIM_R4(drcpR, "drcp"),
    NVSIM_R4(dsqrtR, "dsqrt"),
    row<&frsqrtRn>("__nv_frsqrt_rn"),
    row<&rcp64h>("__nv_rcp64h", "1 ulp"),
    NVSIM_FD(sqrtOp, "sqrt"),
    NVSIM_FD(fmaOp, "fma"),
    NVSIM_FD(fabsOp, "fabs"),
    row<&minMaxOp<float, false>>("__nv_fminf"),
    row<&minMaxOp<double, false>>("__nv_fmin"),
    row<&minMaxOp<float, true>>("__nv_fmaxf"),
    row<&minMaxOp<double, true>>("__nv_fmax"),
    row<&roundOp<float, RM>>("__nv_floorf"),
    row<&roundOp<double, RM>>("__nv_floor"),
    row<&roundOp<float, RP>>("__nv_ceilf"),
    row<&roundOp<double, RP>>("__nv_ceil"),
    row<&roundOp<float, RZ>>("__nv_truncf"),
    row<&roundOp<double, RZ>>("__nv_trunc"),
    row<&roundOp<float, RN>>("__nv_rintf"),
    row<&roundOp<double, RN>>("__nv_rint"),
    row<&roundOp<float, RN>>("__nv_nearbyintf"),
    row<&roundOp<double, RN>>("__nv_nearbyint"),
    row<&roundOp<float, Round::NearestAway>>("__nv_roundf"),
    row<&roundOp<double, Round::NearestAway>>("__nv_round"),
    NVSIM_FD(copysignOp, "copysign"),
    row<&isNan<float>>("__nv_isnanf"),
    row<&isNan<double>>("__nv_isnand"),
    row<&isInf<float>>("__nv_isinff"),
    row<&isInf<double>>("__nv_isinfd"),
    row<&isFinite<float>>("__nv_finitef"),
    row<&isFinite<double>>("__nv_isfinited"),
    row<&signBit<float>>("__nv_signbitf"),
    row<&signBit<double>>("__nv_signbitd"),
    NVSIM_FD(nextafterOp, "nextafter"),
    NVSIM_FD(fdimOp, "fdim"),
    NVSIM_FD(ldexpOp, "ldexp"),
    NVSIM_FD(ldexpOp, "scalbn"),
    NVSIM_FD(fmodOp, "fmod"),
    NVSIM_FD(remainderOp, "remainder"),
    NVSIM_FD(ilogbOp, "ilogb"),
    NVSIM_FD(logbOp, "logb"),
    row<&saturateOp<float>>("__nv_saturatef"),
    outRow("__nv_frexpf", &frexpLane<float>, 1, 1, 4, 0),
    outRow("__nv_frexp", &frexpLane<double>, 1, 1, 4, 0),
    outRow("__nv_modff", &modfLane<float>, 1, 1, 4, 0),
    outRow("__nv_modf", &modfLane<double>, 1, 1, 8, 0),
    outRow("__nv_remquof", &remquoLane<float>, 2, 1, 4, 0),
    outRow("__nv_remquo", &remquoLane<double>, 2, 1, 4, 0),
};
#undef NVSIM_R4
#undef NVSIM_FD

} // namespace

std::span<const PureFunction> libdeviceArithRows() { return kRows; }

} // namespace nvsim::intr
