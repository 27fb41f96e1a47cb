// The accuracy table: every approximate function with its sampling domain and its exact
// reference in quad precision (libquadmath; inverses by bisection; I0/I1 by their series).
#include "intrinsics/test/TestSupport.h"

#include <cmath>

extern "C" {
#include <quadmath.h>
}

namespace nvsim::intr::test {

namespace {

const Quad kPi = acosq(-1);
const Quad kSqrt2 = sqrtq(2);

/// The x with f(x) = y for a monotone f on [lo, hi], to quad precision.
template <class F> Quad bisect(F fn, Quad y, Quad lo, Quad hi, bool increasing) {
  for (int i = 0; i < 120; ++i) {
    const Quad mid = (lo + hi) / 2;
    if ((fn(mid) < y) == increasing)
      lo = mid;
    else
      hi = mid;
  }
  return (lo + hi) / 2;
}
Quad erfinvQ(Quad x) {
  if (fabsq(x) >= 1)
    return fabsq(x) == 1 ? copysignq(HUGE_VALQ, x) : nanq("");
  return bisect([](Quad t) { return erfq(t); }, x, -10, 10, true);
}
Quad erfcinvQ(Quad x) {
  if (x <= 0 || x >= 2)
    return x == 0 ? HUGE_VALQ : (x == 2 ? -HUGE_VALQ : nanq(""));
  return bisect([](Quad t) { return erfcq(t); }, x, -30, 30, false);
}
Quad besselI(int order, Quad x) {
  const Quad h = x / 2;
  Quad term = order == 0 ? Quad(1) : h;
  Quad sum = term;
  for (int k = 1; k < 5000; ++k) {
    term *= h * h / (Quad(k) * Quad(k + order));
    sum += term;
    if (term < sum * Quad(1e-36))
      break;
  }
  return sum;
}
Quad sinpiQ(Quad x) {
  const Quad r = x - 2 * roundq(x / 2); // exact, in [-1, 1]
  return sinq(kPi * r);
}
Quad cospiQ(Quad x) {
  const Quad r = fabsq(x - 2 * roundq(x / 2));
  if (r == Quad(0.5))
    return 0;
  return cosq(kPi * r);
}

struct Table {
  std::vector<AccuracyCase> cases;

  void add(std::string name, Elem e, std::string ops, std::vector<double> lo, std::vector<double> hi,
           QuadFn ref, bool log = false, int samples = 0) {
    cases.push_back(
        {std::move(name), e, std::move(ops), std::move(lo), std::move(hi), ref, {}, log, samples});
  }
  /// The float and double libdevice pair __nv_<name>f / __nv_<name>.
  void pair(const std::string &name, std::string ops, std::vector<double> loF, std::vector<double> hiF,
            std::vector<double> loD, std::vector<double> hiD, QuadFn ref, bool log = false, int samples = 0) {
    add("__nv_" + name + "f", Elem::Float, ops, loF, hiF, ref, log, samples);
    add("__nv_" + name, Elem::Double, ops, loD, hiD, ref, log, samples);
  }
  /// llvm.<name>.f16/.f32/.f64.
  void llvm(const std::string &name, std::string ops, std::vector<double> loH, std::vector<double> hiH,
            std::vector<double> lo, std::vector<double> hi, QuadFn ref, bool log = false) {
    add("llvm." + name + ".f16", Elem::Half, ops, loH, hiH, ref, log, 300);
    add("llvm." + name + ".f32", Elem::Float, ops, lo, hi, ref, log, 500);
    add("llvm." + name + ".f64", Elem::Double, ops, lo, hi, ref, log, 300);
  }
};

Table build() {
  Table t;
  using E = Elem;
  // LLVM transcendental intrinsics.
  t.llvm("exp", "x", {-9}, {10}, {-80}, {80}, [](const Quad *a) { return expq(a[0]); });
  t.llvm("exp2", "x", {-14}, {15}, {-120}, {120}, [](const Quad *a) { return exp2q(a[0]); });
  t.llvm("exp10", "x", {-4}, {4.5}, {-37}, {38}, [](const Quad *a) { return powq(10, a[0]); });
  t.llvm(
      "log", "x", {1e-4}, {6e4}, {1e-30}, {1e30}, [](const Quad *a) { return logq(a[0]); }, true);
  t.llvm(
      "log2", "x", {1e-4}, {6e4}, {1e-30}, {1e30}, [](const Quad *a) { return log2q(a[0]); }, true);
  t.llvm(
      "log10", "x", {1e-4}, {6e4}, {1e-30}, {1e30}, [](const Quad *a) { return log10q(a[0]); }, true);
  t.llvm("sin", "x", {-100}, {100}, {-1e4}, {1e4}, [](const Quad *a) { return sinq(a[0]); });
  t.llvm("cos", "x", {-100}, {100}, {-1e4}, {1e4}, [](const Quad *a) { return cosq(a[0]); });
  t.llvm("tan", "x", {-10}, {10}, {-1e3}, {1e3}, [](const Quad *a) { return tanq(a[0]); });
  t.llvm("asin", "x", {-1}, {1}, {-1}, {1}, [](const Quad *a) { return asinq(a[0]); });
  t.llvm("acos", "x", {-1}, {1}, {-1}, {1}, [](const Quad *a) { return acosq(a[0]); });
  t.llvm("atan", "x", {-100}, {100}, {-1e6}, {1e6}, [](const Quad *a) { return atanq(a[0]); });
  t.llvm("sinh", "x", {-10}, {10}, {-80}, {80}, [](const Quad *a) { return sinhq(a[0]); });
  t.llvm("cosh", "x", {-10}, {10}, {-80}, {80}, [](const Quad *a) { return coshq(a[0]); });
  t.llvm("tanh", "x", {-5}, {5}, {-20}, {20}, [](const Quad *a) { return tanhq(a[0]); });
  t.llvm("pow", "xx", {0, -4}, {4, 4}, {0, -20}, {10, 20}, [](const Quad *a) { return powq(a[0], a[1]); });
  t.llvm("powi", "xi", {-4, -6}, {4, 6}, {-4, -20}, {4, 20}, [](const Quad *a) { return powq(a[0], a[1]); });
  t.add("llvm.powi.f16.i32", E::Half, "xi", {-4, -6}, {4, 6}, [](const Quad *a) { return powq(a[0], a[1]); });
  t.add("llvm.powi.f32.i32", E::Float, "xi", {-4, -20}, {4, 20},
        [](const Quad *a) { return powq(a[0], a[1]); });
  t.add("llvm.powi.f64.i32", E::Double, "xi", {-4, -20}, {4, 20},
        [](const Quad *a) { return powq(a[0], a[1]); });

  // NVVM approximations.
  auto rcp = [](const Quad *a) { return 1 / a[0]; };
  auto rsqrt = [](const Quad *a) { return 1 / sqrtq(a[0]); };
  t.add("llvm.nvvm.rcp.approx.ftz.f", E::Float, "x", {1e-30}, {1e30}, rcp, true);
  t.add("llvm.nvvm.rcp.approx.ftz.d", E::Double, "x", {1e-300}, {1e300}, rcp, true);
  t.add("__nv_rcp64h", E::Double, "x", {1e-300}, {1e300}, rcp, true);
  t.add("llvm.nvvm.rsqrt.approx.f", E::Float, "x", {1e-30}, {1e30}, rsqrt, true);
  t.add("llvm.nvvm.rsqrt.approx.ftz.f", E::Float, "x", {1e-30}, {1e30}, rsqrt, true);
  t.add("llvm.nvvm.rsqrt.approx.d", E::Double, "x", {1e-300}, {1e300}, rsqrt, true);
  t.add("llvm.nvvm.rsqrt.approx.ftz.d", E::Double, "x", {1e-300}, {1e300}, rsqrt, true);
  t.add(
      "llvm.nvvm.sqrt.approx.f", E::Float, "x", {1e-30}, {1e30}, [](const Quad *a) { return sqrtq(a[0]); },
      true);
  t.add(
      "llvm.nvvm.sqrt.approx.ftz.f", E::Float, "x", {1e-30}, {1e30},
      [](const Quad *a) { return sqrtq(a[0]); }, true);
  auto ex2 = [](const Quad *a) { return exp2q(a[0]); };
  t.add("llvm.nvvm.ex2.approx.f", E::Float, "x", {-125}, {127}, ex2);
  t.add("llvm.nvvm.ex2.approx.ftz.f", E::Float, "x", {-125}, {127}, ex2);
  t.add("llvm.nvvm.ex2.approx.d", E::Double, "x", {-1000}, {1000}, ex2);
  t.add("llvm.nvvm.ex2.approx.f16", E::Half, "x", {-14}, {15}, ex2);
  auto lg2 = [](const Quad *a) { return log2q(a[0]); };
  t.add("llvm.nvvm.lg2.approx.f", E::Float, "x", {1e-30}, {1e30}, lg2, true);
  t.add("llvm.nvvm.lg2.approx.ftz.f", E::Float, "x", {1e-30}, {1e30}, lg2, true);
  t.add("llvm.nvvm.lg2.approx.d", E::Double, "x", {1e-300}, {1e300}, lg2, true);
  auto sinQ = [](const Quad *a) { return sinq(a[0]); };
  auto cosQ = [](const Quad *a) { return cosq(a[0]); };
  t.add("llvm.nvvm.sin.approx.f", E::Float, "x", {-314}, {314}, sinQ);
  t.add("llvm.nvvm.sin.approx.ftz.f", E::Float, "x", {-314}, {314}, sinQ);
  t.add("llvm.nvvm.cos.approx.f", E::Float, "x", {-314}, {314}, cosQ);
  t.add("llvm.nvvm.cos.approx.ftz.f", E::Float, "x", {-314}, {314}, cosQ);
  auto div = [](const Quad *a) { return a[0] / a[1]; };
  t.add("llvm.nvvm.div.approx.f", E::Float, "xx", {-1e30, 1e-30}, {1e30, 1e30}, div);
  t.add("llvm.nvvm.div.approx.ftz.f", E::Float, "xx", {-1e30, 1e-30}, {1e30, 1e30}, div);
  t.add("llvm.nvvm.tanh.approx.f32", E::Float, "x", {-10}, {10}, [](const Quad *a) { return tanhq(a[0]); });

  // libdevice, float and double.
  t.pair("sin", "x", {-1e4}, {1e4}, {-1e6}, {1e6}, sinQ);
  t.pair("cos", "x", {-1e4}, {1e4}, {-1e6}, {1e6}, cosQ);
  t.pair("tan", "x", {-1e3}, {1e3}, {-1e3}, {1e3}, [](const Quad *a) { return tanq(a[0]); });
  for (const char *name : {"__nv_sincosf", "__nv_sincos"}) {
    const bool isFloat = name[std::char_traits<char>::length(name) - 1] == 'f';
    t.cases.push_back({name, isFloat ? E::Float : E::Double, "x", {-1e4}, {1e4}, nullptr, {sinQ, cosQ}});
  }
  auto sinpi = [](const Quad *a) { return sinpiQ(a[0]); };
  auto cospi = [](const Quad *a) { return cospiQ(a[0]); };
  t.pair("sinpi", "x", {-1e3}, {1e3}, {-1e3}, {1e3}, sinpi);
  t.pair("cospi", "x", {-1e3}, {1e3}, {-1e3}, {1e3}, cospi);
  for (const char *name : {"__nv_sincospif", "__nv_sincospi"}) {
    const bool isFloat = name[std::char_traits<char>::length(name) - 1] == 'f';
    t.cases.push_back({name, isFloat ? E::Float : E::Double, "x", {-1e3}, {1e3}, nullptr, {sinpi, cospi}});
  }
  t.pair("exp", "x", {-87}, {88}, {-700}, {700}, [](const Quad *a) { return expq(a[0]); });
  t.pair("exp2", "x", {-126}, {127}, {-1020}, {1023}, ex2);
  t.pair("exp10", "x", {-37}, {38}, {-307}, {308}, [](const Quad *a) { return powq(10, a[0]); });
  t.pair("expm1", "x", {-20}, {88}, {-40}, {700}, [](const Quad *a) { return expm1q(a[0]); });
  t.pair(
      "log", "x", {1e-37}, {1e38}, {1e-300}, {1e300}, [](const Quad *a) { return logq(a[0]); }, true);
  t.pair("log2", "x", {1e-37}, {1e38}, {1e-300}, {1e300}, lg2, true);
  t.pair(
      "log10", "x", {1e-37}, {1e38}, {1e-300}, {1e300}, [](const Quad *a) { return log10q(a[0]); }, true);
  t.pair("log1p", "x", {-0.99}, {100}, {-0.99}, {100}, [](const Quad *a) { return log1pq(a[0]); });
  t.pair("sinh", "x", {-89}, {89}, {-710}, {710}, [](const Quad *a) { return sinhq(a[0]); });
  t.pair("cosh", "x", {-89}, {89}, {-710}, {710}, [](const Quad *a) { return coshq(a[0]); });
  t.pair("tanh", "x", {-10}, {10}, {-20}, {20}, [](const Quad *a) { return tanhq(a[0]); });
  t.pair("asin", "x", {-1}, {1}, {-1}, {1}, [](const Quad *a) { return asinq(a[0]); });
  t.pair("acos", "x", {-1}, {1}, {-1}, {1}, [](const Quad *a) { return acosq(a[0]); });
  t.pair("atan", "x", {-1e3}, {1e3}, {-1e3}, {1e3}, [](const Quad *a) { return atanq(a[0]); });
  t.pair("atan2", "xx", {-10}, {10}, {-10}, {10}, [](const Quad *a) { return atan2q(a[0], a[1]); });
  t.pair("asinh", "x", {-1e6}, {1e6}, {-1e6}, {1e6}, [](const Quad *a) { return asinhq(a[0]); });
  t.pair(
      "acosh", "x", {1}, {1e30}, {1}, {1e300}, [](const Quad *a) { return acoshq(a[0]); }, true);
  t.pair("atanh", "x", {-1}, {1}, {-1}, {1}, [](const Quad *a) { return atanhq(a[0]); });
  t.pair("cbrt", "x", {-1e30}, {1e30}, {-1e300}, {1e300}, [](const Quad *a) { return cbrtq(a[0]); });
  t.pair(
      "rcbrt", "x", {1e-30}, {1e30}, {1e-300}, {1e300}, [](const Quad *a) { return 1 / cbrtq(a[0]); }, true);
  t.pair("rsqrt", "x", {1e-37}, {1e38}, {1e-300}, {1e300}, rsqrt, true);
  t.pair("pow", "xx", {0, -30}, {20, 30}, {0, -200}, {30, 200},
         [](const Quad *a) { return powq(a[0], a[1]); });
  t.pair("powi", "xi", {-3, -60}, {3, 60}, {-3, -500}, {3, 500},
         [](const Quad *a) { return powq(a[0], a[1]); });
  t.pair("hypot", "xx", {-1e30}, {1e30}, {-1e300}, {1e300}, [](const Quad *a) { return hypotq(a[0], a[1]); });
  t.pair("rhypot", "xx", {-1e30}, {1e30}, {-1e300}, {1e300},
         [](const Quad *a) { return 1 / hypotq(a[0], a[1]); });
  t.pair("norm3d", "xxx", {-1e15}, {1e15}, {-1e150}, {1e150},
         [](const Quad *a) { return sqrtq(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]); });
  t.pair("rnorm3d", "xxx", {-1e15}, {1e15}, {-1e150}, {1e150},
         [](const Quad *a) { return 1 / sqrtq(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]); });
  t.pair("norm4d", "xxxx", {-1e15}, {1e15}, {-1e150}, {1e150},
         [](const Quad *a) { return sqrtq(a[0] * a[0] + a[1] * a[1] + a[2] * a[2] + a[3] * a[3]); });
  t.pair("rnorm4d", "xxxx", {-1e15}, {1e15}, {-1e150}, {1e150},
         [](const Quad *a) { return 1 / sqrtq(a[0] * a[0] + a[1] * a[1] + a[2] * a[2] + a[3] * a[3]); });

  // Special functions.
  t.pair("erf", "x", {-5}, {5}, {-6}, {6}, [](const Quad *a) { return erfq(a[0]); });
  t.pair("erfc", "x", {-5}, {9}, {-6}, {26}, [](const Quad *a) { return erfcq(a[0]); });
  t.pair("erfcx", "x", {-9}, {60}, {-26}, {60},
         [](const Quad *a) { return expq(a[0] * a[0]) * erfcq(a[0]); });
  t.pair(
      "erfinv", "x", {-1}, {1}, {-1}, {1}, [](const Quad *a) { return erfinvQ(a[0]); }, false, 300);
  t.pair(
      "erfcinv", "x", {1e-30}, {2}, {1e-300}, {2}, [](const Quad *a) { return erfcinvQ(a[0]); }, true, 300);
  t.pair("normcdf", "x", {-14}, {6}, {-37}, {9}, [](const Quad *a) { return erfcq(-a[0] / kSqrt2) / 2; });
  t.pair(
      "normcdfinv", "x", {1e-30}, {1}, {1e-300}, {1},
      [](const Quad *a) { return -kSqrt2 * erfcinvQ(2 * a[0]); }, true, 300);
  t.pair(
      "lgamma", "x", {1e-3}, {1e30}, {1e-3}, {1e300}, [](const Quad *a) { return lgammaq(a[0]); }, true);
  t.pair("tgamma", "x", {0.01}, {35}, {0.01}, {170}, [](const Quad *a) { return tgammaq(a[0]); });
  t.pair("j0", "x", {-100}, {100}, {-100}, {100}, [](const Quad *a) { return j0q(a[0]); });
  t.pair("j1", "x", {-100}, {100}, {-100}, {100}, [](const Quad *a) { return j1q(a[0]); });
  t.pair("y0", "x", {0.01}, {100}, {0.01}, {100}, [](const Quad *a) { return y0q(a[0]); });
  t.pair("y1", "x", {0.01}, {100}, {0.01}, {100}, [](const Quad *a) { return y1q(a[0]); });
  t.pair("jn", "ix", {0, -50}, {10, 50}, {0, -50}, {10, 50},
         [](const Quad *a) { return jnq(int(a[0]), a[1]); });
  t.add("__nv_ynf", E::Float, "ix", {0, 0.1}, {10, 50}, [](const Quad *a) { return ynq(int(a[0]), a[1]); });
  t.add("__nv_yn", E::Double, "ix", {0, 16}, {10, 60}, [](const Quad *a) { return ynq(int(a[0]), a[1]); });
  t.pair("cyl_bessel_i0", "x", {-85}, {85}, {-700}, {700}, [](const Quad *a) { return besselI(0, a[0]); });
  t.pair("cyl_bessel_i1", "x", {-85}, {85}, {-700}, {700},
         [](const Quad *a) { return a[0] < 0 ? -besselI(1, -a[0]) : besselI(1, a[0]); });

  // Fast intrinsics.
  t.add("__nv_fast_sinf", E::Float, "x", {-3.14159}, {3.14159}, sinQ);
  t.add("__nv_fast_cosf", E::Float, "x", {-3.14159}, {3.14159}, cosQ);
  t.cases.push_back({"__nv_fast_sincosf", E::Float, "x", {-3.14159}, {3.14159}, nullptr, {sinQ, cosQ}});
  t.add("__nv_fast_tanf", E::Float, "x", {-1.5}, {1.5}, [](const Quad *a) { return tanq(a[0]); });
  t.add("__nv_fast_expf", E::Float, "x", {-80}, {80}, [](const Quad *a) { return expq(a[0]); });
  t.add("__nv_fast_exp10f", E::Float, "x", {-30}, {30}, [](const Quad *a) { return powq(10, a[0]); });
  t.add("__nv_fast_log2f", E::Float, "x", {1e-30}, {1e30}, lg2, true);
  t.add(
      "__nv_fast_logf", E::Float, "x", {1e-30}, {1e30}, [](const Quad *a) { return logq(a[0]); }, true);
  t.add(
      "__nv_fast_log10f", E::Float, "x", {1e-30}, {1e30}, [](const Quad *a) { return log10q(a[0]); }, true);
  t.add("__nv_fast_powf", E::Float, "xx", {0.1, -8}, {10, 8}, [](const Quad *a) { return powq(a[0], a[1]); });
  t.add("__nv_fast_tanhf", E::Float, "x", {-10}, {10}, [](const Quad *a) { return tanhq(a[0]); });
  t.add("__nv_fast_fdividef", E::Float, "xx", {-1e30, 1e-30}, {1e30, 1e30}, div);

  // Correctly rounded ones, sampled as well: the bound is "exact".
  t.add("__nv_fdiv_rn", E::Float, "xx", {-1e10, -1e10}, {1e10, 1e10}, div);
  t.add("__nv_ddiv_rn", E::Double, "xx", {-1e100, -1e100}, {1e100, 1e100}, div);
  t.add(
      "__nv_fsqrt_rn", E::Float, "x", {1e-37}, {1e38}, [](const Quad *a) { return sqrtq(a[0]); }, true);
  t.add("__nv_frsqrt_rn", E::Float, "x", {1e-37}, {1e38}, rsqrt, true);
  t.add("__nv_fmaf_rn", E::Float, "xxx", {-1e3}, {1e3}, [](const Quad *a) { return a[0] * a[1] + a[2]; });
  t.add("llvm.fma.f16", E::Half, "xxx", {-100}, {100}, [](const Quad *a) { return a[0] * a[1] + a[2]; });
  t.add("llvm.fma.f64", E::Double, "xxx", {-1e3}, {1e3}, [](const Quad *a) { return a[0] * a[1] + a[2]; });
  return t;
}

} // namespace

std::vector<AccuracyCase> accuracyCases() {
  static const Table table = build();
  return table.cases;
}

} // namespace nvsim::intr::test
