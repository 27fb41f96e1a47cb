// Half and bfloat arithmetic for the NVVM f16/bf16 intrinsics: values widened exactly to double,
// one rounding back (nearest even). Internal to intrinsics/.
#pragma once

#include "intrinsics/LaneMath.h"

namespace nvsim::intr {

template <class T> constexpr Format kFormatOf = std::is_same_v<T, Half> ? kHalf : kBFloat;
template <class T> constexpr uint16_t kNanOf = std::is_same_v<T, Half> ? kNanF16 : kNanBF16;

template <class T> double valueOf(T x) { return widen(x.bits, kFormatOf<T>); }
template <class T> T encode(double x, Round r = Round::NearestEven) {
  return T{uint16_t(roundDouble(x, kFormatOf<T>, r, kNanOf<T>))};
}
template <class T> bool isSubnormal(T x) {
  return (x.bits & 0x7fff) != 0 &&
         ((x.bits >> kFormatOf<T>.fracBits) & ((1u << kFormatOf<T>.expBits) - 1)) == 0;
}
template <class T> T flush(T x) { return isSubnormal(x) ? T{uint16_t(x.bits & 0x8000)} : x; }

/// a*b+c rounded once: a*b is exact in double, the sum is rounded to odd in double (two-sum
/// gives the error), and the final rounding to 16 bits is then correct (53 >= 11 + 2).
template <class T> T fmaSmall(T a, T b, T c) {
  const double p = valueOf(a) * valueOf(b);
  const double cv = valueOf(c);
  const double s = p + cv;
  if (!std::isfinite(s) || !std::isfinite(p))
    return encode<T>(std::fma(valueOf(a), valueOf(b), cv));
  const double bp = s - cv;
  const double err = (p - bp) + (cv - (s - bp));
  if (err == 0)
    return encode<T>(s);
  double t = (err > 0) == (s > 0) ? s : std::nextafter(s, 0.0);
  t = std::bit_cast<double>(std::bit_cast<uint64_t>(t) | 1);
  return encode<T>(t);
}

} // namespace nvsim::intr
