// sin(pi x) and cos(pi x) with exact argument reduction, shared by the float and double
// libdevice families. Internal to intrinsics/.
#pragma once

#include <cmath>

namespace nvsim::intr {

/// The reduction is exact: |x| mod 2 (fmod is exact), then r - 1 and 1 - r (exact by Sterbenz)
/// down to [0, 1/2], where the kernel is evaluated in long double.
inline long double sinPi(long double x) {
  if (!std::isfinite(x))
    return std::nan("");
  constexpr long double kPi = 3.141592653589793238462643383279502884L;
  long double r = std::fmod(std::fabs(x), 2.0L);
  bool neg = std::signbit(x);
  if (r >= 1) {
    r -= 1;
    neg = !neg;
  }
  if (r > 0.5L)
    r = 1 - r;
  const long double v = r <= 0.25L ? std::sin(kPi * r) : std::cos(kPi * (0.5L - r));
  return neg ? -v : v;
}

inline long double cosPi(long double x) {
  if (!std::isfinite(x))
    return std::nan("");
  constexpr long double kPi = 3.141592653589793238462643383279502884L;
  long double r = std::fmod(std::fabs(x), 2.0L);
  bool neg = false;
  if (r >= 1) {
    r -= 1;
    neg = true;
  }
  if (r > 0.5L) {
    r = 1 - r;
    neg = !neg;
  }
  const long double v = r <= 0.25L ? std::cos(kPi * r) : std::sin(kPi * (0.5L - r));
  if (v == 0)
    return 0.0L; // cospi(n + 1/2) is +0
  return neg ? -v : v;
}

} // namespace nvsim::intr
