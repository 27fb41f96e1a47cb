// libdevice's float functions (__nv_sinf, __nv_powf, __nv_hypotf...) and its fast intrinsics
// (__nv_fast_sinf, __nv_fast_expf...). The accurate ones are evaluated in double (or long double)
// and rounded once, so they are within about half an ulp, inside CUDA's documented bounds that
// the `bound` column states. The fast ones keep libdevice's structure (e.g. __expf is
// ex2.approx(x * log2(e)) with the product rounded to float) over correctly rounded cores, so
// that the argument rounding their documented bounds account for is reproduced.
#include "intrinsics/Families.h"
#include "intrinsics/LaneMath.h"
#include "intrinsics/Trig.h"

namespace nvsim::intr {

namespace {

using LD = long double;

float sinf(float x) { return narrow(std::sin(double(x))); }
float cosf(float x) { return narrow(std::cos(double(x))); }
float tanf(float x) { return narrow(std::tan(double(x))); }
float sinpif(float x) { return narrow(double(sinPi(x))); }
float cospif(float x) { return narrow(double(cosPi(x))); }
float expf(float x) { return narrow(std::exp(double(x))); }
float exp2f(float x) { return narrow(std::exp2(double(x))); }
float exp10f(float x) { return narrow(std::pow(10.0, double(x))); }
float expm1f(float x) { return narrow(std::expm1(double(x))); }
float logf(float x) { return narrow(std::log(double(x))); }
float log2f(float x) { return narrow(std::log2(double(x))); }
float log10f(float x) { return narrow(std::log10(double(x))); }
float log1pf(float x) { return narrow(std::log1p(double(x))); }
float sinhf(float x) { return narrow(std::sinh(double(x))); }
float coshf(float x) { return narrow(std::cosh(double(x))); }
float tanhf(float x) { return narrow(std::tanh(double(x))); }
float asinf(float x) { return narrow(std::asin(double(x))); }
float acosf(float x) { return narrow(std::acos(double(x))); }
float atanf(float x) { return narrow(std::atan(double(x))); }
float atan2f(float y, float x) { return narrow(std::atan2(double(y), double(x))); }
float asinhf(float x) { return narrow(std::asinh(double(x))); }
float acoshf(float x) { return narrow(std::acosh(double(x))); }
float atanhf(float x) { return narrow(std::atanh(double(x))); }
float cbrtf(float x) { return narrow(std::cbrt(double(x))); }
float rcbrtf(float x) { return narrow(double(1.0L / std::cbrt(LD(x)))); }
float rsqrtf(float x) { return narrow(double(1.0L / std::sqrt(LD(x)))); }
float powf(float x, float y) { return narrow(std::pow(double(x), double(y))); }
float powif(float x, int32_t n) { return narrow(double(std::pow(LD(x), n))); }
/// Sums of squares are exact in double (float squares have 48 bits, the sum at most 50).
float hypotf(float x, float y) { return narrow(std::hypot(double(x), double(y))); }
float rhypotf(float x, float y) { return narrow(double(1.0L / std::hypot(LD(x), LD(y)))); }
double norm3(LD a, LD b, LD c) {
  if (std::isinf(a) || std::isinf(b) || std::isinf(c))
    return INFINITY; // an infinite component wins over NaN, as in hypot
  return double(std::sqrt(a * a + b * b + c * c));
}
double norm4(LD a, LD b, LD c, LD d) {
  if (std::isinf(a) || std::isinf(b) || std::isinf(c) || std::isinf(d))
    return INFINITY;
  return double(std::sqrt(a * a + b * b + c * c + d * d));
}
float norm3df(float a, float b, float c) { return narrow(norm3(a, b, c)); }
float rnorm3df(float a, float b, float c) { return narrow(1.0 / norm3(a, b, c)); }
float norm4df(float a, float b, float c, float d) { return narrow(norm4(a, b, c, d)); }
float rnorm4df(float a, float b, float c, float d) { return narrow(1.0 / norm4(a, b, c, d)); }

uint64_t sincosfLane(const uint64_t *a, uint64_t *outs) {
  const float x = fromSlot<float>(a[0]);
  outs[0] = toSlot(sinf(x));
  outs[1] = toSlot(cosf(x));
  return 0;
}
uint64_t sincospifLane(const uint64_t *a, uint64_t *outs) {
  const float x = fromSlot<float>(a[0]);
  outs[0] = toSlot(sinpif(x));
  outs[1] = toSlot(cospif(x));
  return 0;
}

// Fast intrinsics: the approximate instructions (correctly rounded here) composed as libdevice
// composes them, with its float constants.
float ex2(float x) { return narrow(std::exp2(double(x))); }
float lg2(float x) { return narrow(std::log2(double(x))); }
float fastSinf(float x) { return sinf(x); }
float fastCosf(float x) { return cosf(x); }
float fastDivide(float a, float b) {
  if (std::fabs(b) > 0x1p126f && std::isfinite(b))
    return std::isinf(a) ? std::bit_cast<float>(kNanF32) : std::copysign(0.0f, a) * std::copysign(1.0f, b);
  return narrow(double(a) / double(b));
}
float fastTanf(float x) { return fastDivide(fastSinf(x), fastCosf(x)); }
float fastExpf(float x) { return ex2(x * 0x1.715476p+0f); }
float fastExp10f(float x) { return ex2(x * 0x1.a934fp+1f); }
float fastLog2f(float x) { return lg2(x); }
float fastLogf(float x) { return lg2(x) * 0x1.62e43p-1f; }
float fastLog10f(float x) { return lg2(x) * 0x1.344136p-2f; }
float fastPowf(float x, float y) { return ex2(y * lg2(x)); }
float fastTanhf(float x) { return tanhf(x); }
uint64_t fastSincosfLane(const uint64_t *a, uint64_t *outs) {
  const float x = fromSlot<float>(a[0]);
  outs[0] = toSlot(fastSinf(x));
  outs[1] = toSlot(fastCosf(x));
  return 0;
}

constexpr PureFunction kRows[] = {
    row<&sinf>("__nv_sinf", "2 ulp"),
    row<&cosf>("__nv_cosf", "2 ulp"),
    row<&tanf>("__nv_tanf", "4 ulp"),
    outRow("__nv_sincosf", &sincosfLane, 1, 2, 4, 4, "2 ulp"),
    row<&sinpif>("__nv_sinpif", "1 ulp"),
    row<&cospif>("__nv_cospif", "1 ulp"),
    outRow("__nv_sincospif", &sincospifLane, 1, 2, 4, 4, "1 ulp"),
    row<&expf>("__nv_expf", "2 ulp"),
    row<&exp2f>("__nv_exp2f", "2 ulp"),
    row<&exp10f>("__nv_exp10f", "2 ulp"),
    row<&expm1f>("__nv_expm1f", "1 ulp"),
    row<&logf>("__nv_logf", "1 ulp"),
    row<&log2f>("__nv_log2f", "1 ulp"),
    row<&log10f>("__nv_log10f", "2 ulp"),
    row<&log1pf>("__nv_log1pf", "1 ulp"),
    row<&sinhf>("__nv_sinhf", "3 ulp"),
    row<&coshf>("__nv_coshf", "2 ulp"),
    row<&tanhf>("__nv_tanhf", "2 ulp"),
    row<&asinf>("__nv_asinf", "2 ulp"),
    row<&acosf>("__nv_acosf", "2 ulp"),
    row<&atanf>("__nv_atanf", "2 ulp"),
    row<&atan2f>("__nv_atan2f", "3 ulp"),
    row<&asinhf>("__nv_asinhf", "3 ulp"),
    row<&acoshf>("__nv_acoshf", "4 ulp"),
    row<&atanhf>("__nv_atanhf", "3 ulp"),
    row<&cbrtf>("__nv_cbrtf", "1 ulp"),
    row<&rcbrtf>("__nv_rcbrtf", "1 ulp"),
    row<&rsqrtf>("__nv_rsqrtf", "2 ulp"),
    row<&powf>("__nv_powf", "4 ulp"),
    row<&powif>("__nv_powif", "4 ulp"),
    row<&hypotf>("__nv_hypotf", "3 ulp"),
    row<&rhypotf>("__nv_rhypotf", "2 ulp"),
    row<&norm3df>("__nv_norm3df", "2 ulp"),
    row<&rnorm3df>("__nv_rnorm3df", "2 ulp"),
    row<&norm4df>("__nv_norm4df", "2 ulp"),
    row<&rnorm4df>("__nv_rnorm4df", "2 ulp"),
    row<&fastSinf>("__nv_fast_sinf", "2^-21.41 abs"),
    row<&fastCosf>("__nv_fast_cosf", "2^-21.19 abs"),
    outRow("__nv_fast_sincosf", &fastSincosfLane, 1, 2, 4, 4, "2^-21.19 abs"),
    row<&fastTanf>("__nv_fast_tanf", "4 ulp"),
    row<&fastExpf>("__nv_fast_expf", "2 + floor(|1.173 x|) ulp"),
    row<&fastExp10f>("__nv_fast_exp10f", "2 + floor(|2.97 x|) ulp"),
    row<&fastLog2f>("__nv_fast_log2f", "2^-22 abs in [0.5, 2]; 2 ulp otherwise"),
    row<&fastLogf>("__nv_fast_logf", "2^-21.41 abs in [0.5, 2]; 3 ulp otherwise"),
    row<&fastLog10f>("__nv_fast_log10f", "2^-24 abs in [0.5, 2]; 3 ulp otherwise"),
    row<&fastPowf>("__nv_fast_powf", "2 + floor(|1.173 y log2 x|) ulp"),
    row<&fastTanhf>("__nv_fast_tanhf", "2^-10.987 rel"),
    row<&fastDivide>("__nv_fast_fdividef", "2 ulp"),
};

} // namespace

std::span<const PureFunction> libdeviceFloatRows() { return kRows; }

} // namespace nvsim::intr
