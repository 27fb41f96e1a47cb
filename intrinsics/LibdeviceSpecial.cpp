// libdevice's special functions in float and double: the error function family (erf, erfc,
// erfcx, erfinv, erfcinv, normcdf, normcdfinv), gamma (tgamma, lgamma) and Bessel (j0, j1, jn,
// y0, y1, yn, cyl_bessel_i0/i1). Evaluated in long double (host libm, libstdc++ special functions,
// Boost.Math for the inverses) and rounded once, inside CUDA's documented bounds.
#include "intrinsics/Families.h"
#include "intrinsics/LaneMath.h"

#include <boost/math/special_functions/erf.hpp>

#include <cmath>
#include <limits>

namespace nvsim::intr {

namespace {

using LD = long double;
using ErrnoPolicy = boost::math::policies::policy<
    boost::math::policies::domain_error<boost::math::policies::errno_on_error>,
    boost::math::policies::pole_error<boost::math::policies::errno_on_error>,
    boost::math::policies::overflow_error<boost::math::policies::errno_on_error>,
    boost::math::policies::evaluation_error<boost::math::policies::errno_on_error>>;

constexpr LD kInf = std::numeric_limits<LD>::infinity();
constexpr LD kSqrt2 = 1.414213562373095048801688724209698079L;

LD erfinvL(LD x) {
  if (!(std::fabs(x) <= 1))
    return std::nanl("");
  if (std::fabs(x) == 1)
    return std::copysign(kInf, x);
  return boost::math::erf_inv(x, ErrnoPolicy());
}
LD erfcinvL(LD x) {
  if (!(x >= 0 && x <= 2))
    return std::nanl("");
  if (x == 0)
    return kInf;
  if (x == 2)
    return -kInf;
  return boost::math::erfc_inv(x, ErrnoPolicy());
}
/// erfcx(x) = exp(x^2) erfc(x). x^2 is split into an exact hi + lo so that exp's argument
/// carries no rounding error; beyond x = 100 (where erfc underflows soon after) the asymptotic
/// series 1/(x sqrt(pi)) (1 - 1/(2x^2) + 3/(4x^4) - 15/(8x^6) + 105/(16x^8)) is exact to 2^-64.
LD erfcxL(LD x) {
  if (x != x)
    return x;
  if (x > 100) {
    const LD t = 1 / (2 * x * x);
    const LD series = 1 - t * (1 - 3 * t * (1 - 5 * t * (1 - 7 * t)));
    return series / (x * 1.772453850905516027298167483341145183L);
  }
  const LD hi = x * x;
  const LD lo = std::fma(x, x, -hi);
  return std::exp(hi) * (1 + lo) * std::erfc(x);
}
LD normcdfL(LD x) { return std::erfc(-x / kSqrt2) / 2; }
LD normcdfinvL(LD p) { return -kSqrt2 * erfcinvL(2 * p); }
LD i0L(LD x) { return x != x ? x : std::cyl_bessel_i(0.0L, std::fabs(x)); }
LD i1L(LD x) {
  if (x != x)
    return x;
  const LD v = std::cyl_bessel_i(1.0L, std::fabs(x));
  return x < 0 ? -v : v;
}
/// Y0 and Y1 at 0 are -infinity, below 0 NaN (glibc agrees; stated for clarity).
LD y0L(LD x) { return x == 0 ? -kInf : (x < 0 ? std::nanl("") : y0l(x)); }
LD y1L(LD x) { return x == 0 ? -kInf : (x < 0 ? std::nanl("") : y1l(x)); }
LD ynL(int n, LD x) {
  if (n < 0)
    return (n & 1 ? -1 : 1) * ynL(-n, x);
  return x == 0 ? -kInf : (x < 0 ? std::nanl("") : ynl(n, x));
}
LD jnL(int n, LD x) { return jnl(n, x); }

template <LD (*Fn)(LD)> float f1(float x) { return narrow(double(Fn(x))); }
template <LD (*Fn)(LD)> double d1(double x) { return canon(double(Fn(x))); }
template <LD (*Fn)(int, LD)> float fn(int32_t n, float x) { return narrow(double(Fn(n, x))); }
template <LD (*Fn)(int, LD)> double dn(int32_t n, double x) { return canon(double(Fn(n, x))); }

LD erfL(LD x) { return std::erf(x); }
LD erfcL(LD x) { return std::erfc(x); }
LD lgammaL(LD x) { return std::lgamma(x); }
LD tgammaL(LD x) { return std::tgamma(x); }
LD j0L(LD x) { return j0l(x); }
LD j1L(LD x) { return j1l(x); }

constexpr PureFunction kRows[] = {
    row<&f1<erfL>>("__nv_erff", "2 ulp"),
    row<&d1<erfL>>("__nv_erf", "2 ulp"),
    row<&f1<erfcL>>("__nv_erfcf", "4 ulp"),
    row<&d1<erfcL>>("__nv_erfc", "5 ulp"),
    row<&f1<erfcxL>>("__nv_erfcxf", "4 ulp"),
    row<&d1<erfcxL>>("__nv_erfcx", "4 ulp"),
    row<&f1<erfinvL>>("__nv_erfinvf", "2 ulp"),
    row<&d1<erfinvL>>("__nv_erfinv", "5 ulp"),
    row<&f1<erfcinvL>>("__nv_erfcinvf", "4 ulp"),
    row<&d1<erfcinvL>>("__nv_erfcinv", "6 ulp"),
    row<&f1<normcdfL>>("__nv_normcdff", "5 ulp"),
    row<&d1<normcdfL>>("__nv_normcdf", "5 ulp"),
    row<&f1<normcdfinvL>>("__nv_normcdfinvf", "5 ulp"),
    row<&d1<normcdfinvL>>("__nv_normcdfinv", "8 ulp"),
    row<&f1<lgammaL>>("__nv_lgammaf", "6 ulp outside [-10.001, -2.264]; larger inside"),
    row<&d1<lgammaL>>("__nv_lgamma", "4 ulp outside [-23.0001, -2.2637]; larger inside"),
    row<&f1<tgammaL>>("__nv_tgammaf", "5 ulp"),
    row<&d1<tgammaL>>("__nv_tgamma", "10 ulp"),
    row<&f1<j0L>>("__nv_j0f", "9 ulp for |x| < 8; 2.2e-6 abs otherwise"),
    row<&d1<j0L>>("__nv_j0", "7 ulp for |x| < 8; 5e-12 abs otherwise"),
    row<&f1<j1L>>("__nv_j1f", "9 ulp for |x| < 8; 2.2e-6 abs otherwise"),
    row<&d1<j1L>>("__nv_j1", "7 ulp for |x| < 8; 5e-12 abs otherwise"),
    row<&f1<y0L>>("__nv_y0f", "9 ulp for |x| < 8; 2.2e-6 abs otherwise"),
    row<&d1<y0L>>("__nv_y0", "7 ulp for |x| < 8; 5e-12 abs otherwise"),
    row<&f1<y1L>>("__nv_y1f", "9 ulp for |x| < 8; 2.2e-6 abs otherwise"),
    row<&d1<y1L>>("__nv_y1", "7 ulp for |x| < 8; 5e-12 abs otherwise"),
    row<&fn<jnL>>("__nv_jnf", "2.2e-6 abs"),
    row<&dn<jnL>>("__nv_jn", "5e-12 abs"),
    row<&fn<ynL>>("__nv_ynf", "2 + 2.5n ulp for |x| < n; 2.2e-6 abs otherwise"),
    row<&dn<ynL>>("__nv_yn", "5e-12 abs for |x| > 1.5n"),
    row<&f1<i0L>>("__nv_cyl_bessel_i0f", "6 ulp"),
    row<&d1<i0L>>("__nv_cyl_bessel_i0", "6 ulp"),
    row<&f1<i1L>>("__nv_cyl_bessel_i1f", "6 ulp"),
    row<&d1<i1L>>("__nv_cyl_bessel_i1", "6 ulp"),
};

} // namespace

std::span<const PureFunction> libdeviceSpecialRows() { return kRows; }

} // namespace nvsim::intr
