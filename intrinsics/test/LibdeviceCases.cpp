// Exact cases for the libdevice functions: the rounded arithmetic and conversions (generated,
// shared with NVVM), integer functions, and the exact float/double functions.
#include "intrinsics/test/GeneratedCases.h"

#include <climits>
#include <cmath>

namespace nvsim::intr::test {

namespace {

constexpr const char *kModes[] = {"rn", "rz", "rd", "ru"};

std::string arithName(std::string_view op, int mode, bool isDouble, bool ftz) {
  if (ftz)
    return "";
  const std::string m = kModes[mode];
  if (op == "fma")
    return isDouble ? "__nv_fma_" + m : "__nv_fmaf_" + m;
  if (op == "rcp")
    return std::string(isDouble ? "__nv_drcp_" : "__nv_frcp_") + m;
  return std::string(isDouble ? "__nv_d" : "__nv_f") + std::string(op) + "_" + m;
}

std::string cvtName(std::string_view kind, int mode, bool ftz) {
  if (ftz)
    return "";
  static const std::pair<std::string_view, std::string_view> names[] = {
      {"f2i", "float2int"},    {"f2ui", "float2uint"},  {"f2ll", "float2ll"},  {"f2ull", "float2ull"},
      {"d2i", "double2int"},   {"d2ui", "double2uint"}, {"d2ll", "double2ll"}, {"d2ull", "double2ull"},
      {"i2f", "int2float"},    {"ui2f", "uint2float"},  {"ll2f", "ll2float"},  {"ull2f", "ull2float"},
      {"i2d", "int2double"},   {"ui2d", "uint2double"}, {"ll2d", "ll2double"}, {"ull2d", "ull2double"},
      {"d2f", "double2float"},
  };
  for (const auto &[k, n] : names)
    if (k == kind) {
      if ((kind == "i2d" || kind == "ui2d") && mode != 0)
        return ""; // exact: only _rn exists
      return "__nv_" + std::string(n) + "_" + kModes[mode];
    }
  return "";
}

std::vector<ExactCase> build() {
  std::vector<ExactCase> v;
  addRoundedArithCases(v, arithName);
  // __nv_fmaf_ieee_* are the same operations as __nv_fmaf_*.
  addRoundedArithCases(v, [](std::string_view op, int mode, bool isDouble, bool ftz) -> std::string {
    if (op != "fma" || isDouble || ftz)
      return "";
    return std::string("__nv_fmaf_ieee_") + kModes[mode];
  });
  addConversionCases(v, cvtName);

  const float sub = 0x1p-140f;
  v.insert(v.end(), {
                        // Integer functions.
                        {"__nv_clz", {0}, 32},
                        {"__nv_clz", {1}, 31},
                        {"__nv_clzll", {0}, 64},
                        {"__nv_popc", {0xffffffff}, 32},
                        {"__nv_popcll", {~0ull}, 64},
                        {"__nv_ffs", {0}, 0},
                        {"__nv_ffs", {0x80000000}, 32},
                        {"__nv_ffsll", {0x100000000}, 33},
                        {"__nv_brev", {1}, 0x80000000},
                        {"__nv_brevll", {2}, 0x4000000000000000},
                        {"__nv_byte_perm", {0x03020100, 0x07060504, 0x4567}, 0x04050607},
                        {"__nv_byte_perm", {0x00000080, 0, 0x0008}, 0x80808080}, // no sign replication
                        {"__nv_min", {i32(-1), 1}, i32(-1)},
                        {"__nv_umin", {0xffffffff, 1}, 1},
                        {"__nv_llmin", {i64(-1), 1}, i64(-1)},
                        {"__nv_ullmin", {~0ull, 1}, 1},
                        {"__nv_max", {i32(-1), 1}, 1},
                        {"__nv_umax", {0xffffffff, 1}, 0xffffffff},
                        {"__nv_llmax", {i64(-1), 1}, 1},
                        {"__nv_ullmax", {~0ull, 1}, ~0ull},
                        {"__nv_mulhi", {i32(-2), 0x40000000}, i32(-1)},
                        {"__nv_umulhi", {0xffffffff, 2}, 1},
                        {"__nv_mul64hi", {i64(-1), 5}, i64(-1)},
                        {"__nv_umul64hi", {~0ull, 2}, 1},
                        {"__nv_mul24", {0x00ffffff, 3}, i32(-3)}, // 0xffffff is -1 in 24 bits
                        {"__nv_umul24", {0x01000002, 3}, 6},
                        {"__nv_sad", {i32(-3), 4, 1}, 8},
                        {"__nv_usad", {1, 0xffffffff, 1}, 0xffffffff},
                        {"__nv_abs", {i32(-7)}, 7},
                        {"__nv_llabs", {i64(INT64_MIN)}, i64(INT64_MIN)},
                        {"__nv_hadd", {i32(INT32_MAX), i32(INT32_MAX)}, i32(INT32_MAX)},
                        {"__nv_hadd", {i32(-3), 0}, i32(-2)},  // floor
                        {"__nv_rhadd", {i32(-3), 0}, i32(-1)}, // ceiling
                        {"__nv_uhadd", {0xffffffff, 0xffffffff}, 0xffffffff},
                        {"__nv_urhadd", {0xffffffff, 0}, 0x80000000},
                        // Conversions and reinterpretation.
                        {"__nv_float2half_rn", {f(1.0f / 3)}, 0x3555},
                        // Round to nearest even where truncation differs (half: 10 fraction bits,
                        // 1 ulp at 1.0 is 2^-10): 1 + 0.75 ulp rounds up; ties go to the even
                        // neighbour both ways (1 + 0.5 ulp down to 1.0, 1 + 1.5 ulp up to 1 + 2
                        // ulp); just above a tie rounds up.
                        {"__nv_float2half_rn", {f(0x1.003p0f)}, 0x3c01},
                        {"__nv_float2half_rn", {f(0x1.002p0f)}, 0x3c00},
                        {"__nv_float2half_rn", {f(0x1.006p0f)}, 0x3c02},
                        {"__nv_float2half_rn", {f(0x1.00201p0f)}, 0x3c01},
                        {"__nv_float2half_rn", {f(-0x1.003p0f)}, 0xbc01},
                        // The largest half is 65504 (0x7bff), the next step 65536: from the
                        // midpoint 65520 (a tie, whose even side is 65536) up, infinity.
                        {"__nv_float2half_rn", {f(65504.0f)}, 0x7bff},
                        {"__nv_float2half_rn", {f(65519.0f)}, 0x7bff},
                        {"__nv_float2half_rn", {f(65520.0f)}, 0x7c00},
                        {"__nv_float2half_rn", {f(-65520.0f)}, 0xfc00},
                        {"__nv_float2half_rn", {f(1e6f)}, 0x7c00},
                        // Subnormals: steps of 2^-24. 0.75 step rounds up to 1, a half step ties
                        // to 0, 1.5 steps ties to 2, and the midpoint of the largest subnormal
                        // (1023 steps) and 2^-14 ties up to the smallest normal 0x0400.
                        {"__nv_float2half_rn", {f(0x3p-26f)}, 0x0001},
                        {"__nv_float2half_rn", {f(-0x3p-26f)}, 0x8001},
                        {"__nv_float2half_rn", {f(0x1p-25f)}, 0x0000},
                        {"__nv_float2half_rn", {f(0x1.04p-25f)}, 0x0001},
                        {"__nv_float2half_rn", {f(0x3p-25f)}, 0x0002},
                        {"__nv_float2half_rn", {f(0x7ffp-25f)}, 0x0400},
                        {"__nv_float2half_rn", {f(0x7fdp-25f)}, 0x03fe},
                        {"__nv_half2float", {0x3555}, f(0.333251953125f)},
                        {"__nv_hiloint2double", {0x3ff00000, 1}, 0x3ff0000000000001},
                        {"__nv_double2loint", {0x3ff0000000000001}, 1},
                        {"__nv_double2hiint", {0xbff0000000000001}, 0xbff00000},
                        {"__nv_int_as_float", {0x3f800000}, f(1)},
                        {"__nv_float_as_int", {f(-2)}, 0xc0000000},
                        {"__nv_uint_as_float", {0x7fc00001}, 0x7fc00001},
                        {"__nv_float_as_uint", {f(2)}, 0x40000000},
                        {"__nv_longlong_as_double", {0x3ff0000000000000}, d(1)},
                        {"__nv_double_as_longlong", {d(-1)}, 0xbff0000000000000},
                        {"__nv_llrintf", {f(2.5)}, 2},
                        {"__nv_llrintf", {kNanF}, i64(INT64_MIN)}, // cvt.rni.s64.f32 of NaN
                        {"__nv_llroundf", {kNanF}, i64(INT64_MIN)},
                        {"__nv_llround", {kNanD}, i64(INT64_MIN)},
                        {"__nv_llrint", {d(-3.5)}, i64(-4)},
                        {"__nv_llroundf", {f(2.5)}, 3},
                        {"__nv_llround", {d(-2.5)}, i64(-3)},
                        {"__nv_llround", {d(1e300)}, i64(INT64_MAX)},
                        // Exact float/double functions.
                        {"__nv_sqrtf", {f(2)}, 0x3fb504f3},
                        {"__nv_sqrt", {d(2)}, 0x3ff6a09e667f3bcd},
                        {"__nv_sqrtf", {f(-1)}, kNanF},
                        {"__nv_fmaf", {f(1 + 0x1p-23f), f(1 - 0x1p-23f), f(-1)}, f(-0x1p-46f)},
                        {"__nv_fma", {d(1 + 0x1p-52), d(1 - 0x1p-52), d(-1)}, d(-0x1p-104)},
                        {"__nv_frsqrt_rn", {f(4)}, f(0.5)},
                        {"__nv_fabsf", {f(-sub)}, f(sub)},
                        {"__nv_fabs", {d(-2)}, d(2)},
                        {"__nv_fminf", {kNanF, f(1)}, f(1)},
                        {"__nv_fminf", {f(0), f(-0.0f)}, f(-0.0f)},
                        {"__nv_fminf", {kNanF, kNanF}, kNanF},
                        {"__nv_fmin", {d(2), d(-3)}, d(-3)},
                        {"__nv_fmaxf", {f(1), kNanF}, f(1)},
                        {"__nv_fmax", {d(-0.0), d(0)}, d(0)},
                        {"__nv_floorf", {f(-2.5)}, f(-3)},
                        {"__nv_floor", {d(-sub)}, d(-1)},
                        {"__nv_ceilf", {f(-0.5)}, f(-0.0f)},
                        {"__nv_ceil", {d(2.1)}, d(3)},
                        {"__nv_truncf", {f(-2.9f)}, f(-2)},
                        {"__nv_trunc", {d(2.9)}, d(2)},
                        {"__nv_rintf", {f(2.5)}, f(2)},
                        {"__nv_rint", {d(3.5)}, d(4)},
                        {"__nv_nearbyintf", {f(-2.5)}, f(-2)},
                        {"__nv_nearbyint", {d(0.5)}, d(0)},
                        {"__nv_roundf", {f(2.5)}, f(3)},
                        {"__nv_round", {d(-0.5)}, d(-1)},
                        {"__nv_copysignf", {f(2), f(-0.0f)}, f(-2)},
                        {"__nv_copysign", {d(-2), d(1)}, d(2)},
                        {"__nv_isnanf", {kNanF}, 1},
                        {"__nv_isnanf", {f(INFINITY)}, 0},
                        {"__nv_isnand", {kNanD}, 1},
                        {"__nv_isinff", {f(-INFINITY)}, 1},
                        {"__nv_isinfd", {d(1e308)}, 0},
                        {"__nv_finitef", {f(INFINITY)}, 0},
                        {"__nv_finitef", {f(sub)}, 1},
                        {"__nv_isfinited", {kNanD}, 0},
                        {"__nv_signbitf", {f(-0.0f)}, 1},
                        {"__nv_signbitd", {d(1)}, 0},
                        {"__nv_nextafterf", {f(1), f(2)}, 0x3f800001},
                        {"__nv_nextafterf", {f(0), f(-1)}, 0x80000001},
                        {"__nv_nextafter", {d(1), d(0)}, 0x3fefffffffffffff},
                        {"__nv_fdimf", {f(3), f(5)}, f(0)},
                        {"__nv_fdimf", {f(5), f(3)}, f(2)},
                        {"__nv_fdim", {kNanD, d(1)}, kNanD},
                        {"__nv_ldexpf", {f(1.5f), i32(-149)}, 2},
                        {"__nv_ldexp", {d(1), i32(1024)}, d(INFINITY)},
                        {"__nv_scalbnf", {f(3), i32(2)}, f(12)},
                        {"__nv_scalbn", {d(1), i32(-1074)}, 1},
                        {"__nv_fmodf", {f(5.5f), f(2)}, f(1.5f)},
                        {"__nv_fmodf", {f(-5.5f), f(2)}, f(-1.5f)},
                        {"__nv_fmod", {d(1), d(0)}, kNanD},
                        {"__nv_remainderf", {f(5.5f), f(2)}, f(-0.5f)},
                        {"__nv_remainder", {d(7), d(2)}, d(-1)},
                        {"__nv_ilogbf", {f(0)}, i32(INT_MIN)},
                        {"__nv_ilogbf", {f(8)}, 3},
                        {"__nv_ilogb", {kNanD}, i32(INT_MIN)},
                        {"__nv_ilogb", {d(-INFINITY)}, i32(INT_MAX)},
                        {"__nv_ilogb", {d(0x1p-1074)}, i32(-1074)},
                        {"__nv_logbf", {f(0)}, f(-INFINITY)},
                        {"__nv_logb", {d(10)}, d(3)},
                        {"__nv_saturatef", {f(2)}, f(1)},
                        {"__nv_saturatef", {kNanF}, f(0)},
                        {"__nv_saturatef", {f(-0.5)}, f(0)},
                        // Out pointers: frexp's exponent, modf's integral part, remquo's quotient.
                        {"__nv_frexpf", {f(8)}, f(0.5), {4}},
                        {"__nv_frexpf", {f(INFINITY)}, f(INFINITY), {0}},
                        {"__nv_frexp", {d(-3)}, d(-0.75), {2}},
                        {"__nv_frexp", {d(0)}, d(0), {0}},
                        {"__nv_modff", {f(-2.5f)}, f(-0.5f), {f(-2)}},
                        {"__nv_modff", {f(INFINITY)}, f(0), {f(INFINITY)}},
                        {"__nv_modf", {d(3.25)}, d(0.25), {d(3)}},
                        {"__nv_remquof", {f(7), f(2)}, f(-1), {4}},
                        {"__nv_remquof", {f(-7), f(2)}, f(1), {i32(-4)}},
                        {"__nv_remquo", {d(5), d(3)}, d(-1), {2}},
                    });
  return v;
}

} // namespace

std::vector<ExactCase> libdeviceExactCases() { return build(); }

} // namespace nvsim::intr::test
