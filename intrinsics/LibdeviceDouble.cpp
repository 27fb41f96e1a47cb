// libdevice's double functions (__nv_sin, __nv_pow, __nv_hypot...), evaluated in the host's long
// double (64-bit significand) and rounded once to double: within about half an ulp plus 2^-11
// ulp, inside CUDA's documented bounds that the `bound` column states.
#include "intrinsics/Families.h"
#include "intrinsics/LaneMath.h"
#include "intrinsics/Trig.h"

namespace nvsim::intr {

namespace {

using LD = long double;

double wide(LD v) { return canon(double(v)); }

double sinD(double x) { return wide(std::sin(LD(x))); }
double cosD(double x) { return wide(std::cos(LD(x))); }
double tanD(double x) { return wide(std::tan(LD(x))); }
double sinpiD(double x) { return wide(sinPi(x)); }
double cospiD(double x) { return wide(cosPi(x)); }
double expD(double x) { return wide(std::exp(LD(x))); }
double exp2D(double x) { return wide(std::exp2(LD(x))); }
double exp10D(double x) { return wide(std::pow(10.0L, LD(x))); }
double expm1D(double x) { return wide(std::expm1(LD(x))); }
double logD(double x) { return wide(std::log(LD(x))); }
double log2D(double x) { return wide(std::log2(LD(x))); }
double log10D(double x) { return wide(std::log10(LD(x))); }
double log1pD(double x) { return wide(std::log1p(LD(x))); }
double sinhD(double x) { return wide(std::sinh(LD(x))); }
double coshD(double x) { return wide(std::cosh(LD(x))); }
double tanhD(double x) { return wide(std::tanh(LD(x))); }
double asinD(double x) { return wide(std::asin(LD(x))); }
double acosD(double x) { return wide(std::acos(LD(x))); }
double atanD(double x) { return wide(std::atan(LD(x))); }
double atan2D(double y, double x) { return wide(std::atan2(LD(y), LD(x))); }
double asinhD(double x) { return wide(std::asinh(LD(x))); }
double acoshD(double x) { return wide(std::acosh(LD(x))); }
double atanhD(double x) { return wide(std::atanh(LD(x))); }
double cbrtD(double x) { return wide(std::cbrt(LD(x))); }
double rcbrtD(double x) { return wide(1.0L / std::cbrt(LD(x))); }
double rsqrtD(double x) { return wide(1.0L / std::sqrt(LD(x))); }
double powD(double x, double y) { return wide(std::pow(LD(x), LD(y))); }
double powiD(double x, int32_t n) { return wide(std::pow(LD(x), n)); }
double hypotD(double x, double y) { return wide(std::hypot(LD(x), LD(y))); }
double rhypotD(double x, double y) { return wide(1.0L / std::hypot(LD(x), LD(y))); }
/// Long double's exponent range holds the squares of any double: no scaling needed.
LD norm3(LD a, LD b, LD c) {
  if (std::isinf(a) || std::isinf(b) || std::isinf(c))
    return INFINITY;
  return std::sqrt(a * a + b * b + c * c);
}
LD norm4(LD a, LD b, LD c, LD d) {
  if (std::isinf(a) || std::isinf(b) || std::isinf(c) || std::isinf(d))
    return INFINITY;
  return std::sqrt(a * a + b * b + c * c + d * d);
}
double norm3D(double a, double b, double c) { return wide(norm3(a, b, c)); }
double rnorm3D(double a, double b, double c) { return wide(1.0L / norm3(a, b, c)); }
double norm4D(double a, double b, double c, double d) { return wide(norm4(a, b, c, d)); }
double rnorm4D(double a, double b, double c, double d) { return wide(1.0L / norm4(a, b, c, d)); }

uint64_t sincosLane(const uint64_t *a, uint64_t *outs) {
  const double x = fromSlot<double>(a[0]);
  outs[0] = toSlot(sinD(x));
  outs[1] = toSlot(cosD(x));
  return 0;
}
uint64_t sincospiLane(const uint64_t *a, uint64_t *outs) {
  const double x = fromSlot<double>(a[0]);
  outs[0] = toSlot(sinpiD(x));
  outs[1] = toSlot(cospiD(x));
  return 0;
}

constexpr PureFunction kRows[] = {
    row<&sinD>("__nv_sin", "2 ulp"),
    row<&cosD>("__nv_cos", "2 ulp"),
    row<&tanD>("__nv_tan", "2 ulp"),
    outRow("__nv_sincos", &sincosLane, 1, 2, 8, 8, "2 ulp"),
    row<&sinpiD>("__nv_sinpi", "2 ulp"),
    row<&cospiD>("__nv_cospi", "2 ulp"),
    outRow("__nv_sincospi", &sincospiLane, 1, 2, 8, 8, "2 ulp"),
    row<&expD>("__nv_exp", "1 ulp"),
    row<&exp2D>("__nv_exp2", "1 ulp"),
    row<&exp10D>("__nv_exp10", "1 ulp"),
    row<&expm1D>("__nv_expm1", "1 ulp"),
    row<&logD>("__nv_log", "1 ulp"),
    row<&log2D>("__nv_log2", "1 ulp"),
    row<&log10D>("__nv_log10", "1 ulp"),
    row<&log1pD>("__nv_log1p", "1 ulp"),
    row<&sinhD>("__nv_sinh", "2 ulp"),
    row<&coshD>("__nv_cosh", "1 ulp"),
    row<&tanhD>("__nv_tanh", "1 ulp"),
    row<&asinD>("__nv_asin", "2 ulp"),
    row<&acosD>("__nv_acos", "2 ulp"),
    row<&atanD>("__nv_atan", "2 ulp"),
    row<&atan2D>("__nv_atan2", "2 ulp"),
    row<&asinhD>("__nv_asinh", "3 ulp"),
    row<&acoshD>("__nv_acosh", "3 ulp"),
    row<&atanhD>("__nv_atanh", "2 ulp"),
    row<&cbrtD>("__nv_cbrt", "1 ulp"),
    row<&rcbrtD>("__nv_rcbrt", "1 ulp"),
    row<&rsqrtD>("__nv_rsqrt", "1 ulp"),
    row<&powD>("__nv_pow", "2 ulp"),
    row<&powiD>("__nv_powi", "2 ulp"),
    row<&hypotD>("__nv_hypot", "2 ulp"),
    row<&rhypotD>("__nv_rhypot", "1 ulp"),
    row<&norm3D>("__nv_norm3d", "2 ulp"),
    row<&rnorm3D>("__nv_rnorm3d", "1 ulp"),
    row<&norm4D>("__nv_norm4d", "2 ulp"),
    row<&rnorm4D>("__nv_rnorm4d", "1 ulp"),
};

} // namespace

std::span<const PureFunction> libdeviceDoubleRows() { return kRows; }

} // namespace nvsim::intr
