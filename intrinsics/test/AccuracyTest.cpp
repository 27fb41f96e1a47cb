// Samples every approximate function against a quad-precision reference and checks each error
// against the bound its registry row states ("2 ulp", "2^-21.41 abs", "2^-22.9 rel", several
// clauses separated by ';' of which one must hold). Rows marked "exact" must be correctly
// rounded.
#include "intrinsics/FloatFormat.h"
#include "intrinsics/test/TestSupport.h"

#include <doctest/doctest.h>

#include <cmath>
#include <cstdlib>
#include <random>
#include <string>

extern "C" {
#include <quadmath.h>
}

namespace nvsim::intr::test {

namespace {

struct Bound {
  bool exact = false;
  double ulp = -1, abs = -1, rel = -1;
  double ulpPerArg = 0; ///< "2 + floor(|K x|) ulp": K
  bool perN = false;    ///< "2 + 2.5n ulp" (n the integer operand)
};

double leadingNumber(std::string_view s) {
  while (!s.empty() && s.front() == ' ')
    s.remove_prefix(1);
  if (s.substr(0, 2) == "2^")
    return std::exp2(std::strtod(std::string(s.substr(2)).c_str(), nullptr));
  return std::strtod(std::string(s).c_str(), nullptr);
}

Bound parseBound(std::string_view text) {
  Bound b;
  if (text == "exact") {
    b.exact = true;
    return b;
  }
  while (!text.empty()) {
    const size_t semi = text.find(';');
    const std::string_view clause = text.substr(0, semi);
    text = semi == std::string_view::npos ? std::string_view() : text.substr(semi + 1);
    if (const size_t fl = clause.find("floor(|"); fl != std::string_view::npos) {
      b.ulp = leadingNumber(clause);
      b.ulpPerArg = leadingNumber(clause.substr(fl + 7));
    } else if (clause.find("2.5n") != std::string_view::npos) {
      b.ulp = 2;
      b.perN = true;
    } else if (clause.find("ulp") != std::string_view::npos) {
      b.ulp = leadingNumber(clause);
    } else if (clause.find("abs") != std::string_view::npos) {
      b.abs = leadingNumber(clause);
    } else if (clause.find("rel") != std::string_view::npos) {
      b.rel = leadingNumber(clause);
    }
  }
  return b;
}

struct TypeInfo {
  int precision;
  int minExp;
  double maxFinite;
};
TypeInfo infoOf(Elem e) {
  switch (e) {
  case Elem::Half: return {11, -14, 65504.0};
  case Elem::Float: return {24, -126, double(std::numeric_limits<float>::max())};
  case Elem::Double: break;
  }
  return {53, -1022, std::numeric_limits<double>::max()};
}

/// `v` rounded to the element type (nearest even), as a double.
double roundTo(Elem e, Quad v) {
  switch (e) {
  case Elem::Half: return fromHalf(toHalf(double(v)));
  case Elem::Float: return double(float(v));
  case Elem::Double: break;
  }
  return double(v);
}
uint64_t encode(Elem e, double v) {
  switch (e) {
  case Elem::Half: return toHalf(v);
  case Elem::Float: return f(float(v));
  case Elem::Double: break;
  }
  return d(v);
}
double decode(Elem e, uint64_t s) {
  switch (e) {
  case Elem::Half: return fromHalf(uint16_t(s));
  case Elem::Float: return asF(s);
  case Elem::Double: break;
  }
  return asD(s);
}

/// Whether result `r` is within `b` of the exact value `v`; `extraUlp` widens the ulp clause.
bool within(Elem e, const Bound &b, double r, Quad v, double extraUlp, double &ulpErr) {
  const TypeInfo t = infoOf(e);
  ulpErr = 0;
  if (isnanq(v))
    return std::isnan(r);
  if (std::isnan(r))
    return false;
  const double rounded = roundTo(e, v);
  if (b.exact)
    return r == rounded && std::signbit(r) == std::signbit(rounded);
  if (std::isinf(rounded) || std::isinf(r)) // overflow: the infinity or the largest finite value
    return (std::isinf(rounded) || std::fabs(rounded) == t.maxFinite) &&
           (std::isinf(r) || std::fabs(r) == t.maxFinite) && std::signbit(r) == std::signbit(rounded);
  const Quad err = fabsq(Quad(r) - v);
  const int e2 = v == 0 ? t.minExp : std::max(int(ilogbq(v)), t.minExp);
  const Quad ulp = ldexpq(1, e2 - (t.precision - 1));
  ulpErr = double(err / ulp);
  if (b.ulp >= 0 && ulpErr <= b.ulp + extraUlp)
    return true;
  if (b.abs >= 0 && err <= b.abs)
    return true;
  return b.rel >= 0 && v != 0 && err / fabsq(v) <= b.rel;
}

void checkCase(const AccuracyCase &c) {
  const PureFunction *fn = findPure(c.name);
  REQUIRE_MESSAGE(fn != nullptr, "not registered: " << c.name);
  REQUIRE(fn->numArgs == c.ops.size());
  REQUIRE(fn->numOuts == c.outs.size());
  const Bound bound = parseBound(fn->bound);
  const int samples = c.samples ? c.samples : (c.elem == Elem::Double ? 600 : 1500);
  std::mt19937_64 rng(0x5eed + c.name.size());
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  double worst = 0;
  int failures = 0;
  for (int s = 0; s < samples; ++s) {
    std::vector<uint64_t> args(c.ops.size());
    Quad q[4] = {0, 0, 0, 0};
    for (size_t i = 0; i < c.ops.size(); ++i) {
      const double lo = c.lo[std::min(i, c.lo.size() - 1)];
      const double hi = c.hi[std::min(i, c.hi.size() - 1)];
      const double u = unit(rng);
      const double x =
          c.log ? std::exp(std::log(lo) + (std::log(hi) - std::log(lo)) * u) : lo + (hi - lo) * u;
      if (c.ops[i] == 'i') {
        const int32_t n = int32_t(std::lround(x));
        args[i] = i32(n);
        q[i] = n;
      } else {
        args[i] = encode(c.elem, x);
        q[i] = decode(c.elem, args[i]);
      }
    }
    uint64_t outs[2] = {0, 0};
    const uint64_t got = fn->fn(args.data(), outs);
    double extra = 0;
    if (bound.ulpPerArg != 0) {
      const Quad t = c.name.find("powf") != std::string::npos ? q[1] * log2q(q[0]) : q[0];
      extra = std::floor(std::fabs(double(t) * bound.ulpPerArg));
    }
    if (bound.perN)
      extra = 2.5 * std::fabs(double(q[0]));
    auto check = [&](uint64_t bits, QuadFn ref, const char *what) {
      double ulpErr = 0;
      const Quad v = ref(q);
      const double r = decode(c.elem, bits);
      const bool ok = within(c.elem, bound, r, v, extra, ulpErr);
      worst = std::max(worst, ulpErr);
      if (!ok && ++failures <= 3) {
        char refText[64];
        quadmath_snprintf(refText, sizeof refText, "%.25Qg", v);
        std::string argText;
        for (size_t i = 0; i < c.ops.size(); ++i) {
          char buf[64];
          quadmath_snprintf(buf, sizeof buf, "%.17Qg ", q[i]);
          argText += buf;
        }
        FAIL_CHECK(c.name << what << "(" << argText << ") = " << r << ", reference " << refText << " ("
                          << ulpErr << " ulp), bound " << fn->bound);
      }
    };
    if (c.ref)
      check(got, c.ref, "");
    for (size_t i = 0; i < c.outs.size(); ++i)
      check(outs[i], c.outs[i], i == 0 ? " out0" : " out1");
  }
  CHECK_MESSAGE(failures == 0,
                c.name << ": " << failures << " samples out of bound; worst " << worst << " ulp");
}

} // namespace

TEST_CASE("approximate functions stay within their documented bounds") {
  for (const auto &c : accuracyCases())
    checkCase(c);
}

TEST_CASE("accuracy bounds parse") {
  CHECK(parseBound("exact").exact);
  CHECK(parseBound("2 ulp").ulp == 2);
  CHECK(parseBound("2^-21.41 abs").abs == doctest::Approx(std::exp2(-21.41)));
  const Bound b = parseBound("9 ulp for |x| < 8; 2.2e-6 abs otherwise");
  CHECK(b.ulp == 9);
  CHECK(b.abs == doctest::Approx(2.2e-6));
  CHECK(parseBound("2 + floor(|1.173 x|) ulp").ulpPerArg == doctest::Approx(1.173));
  CHECK(parseBound("2^-10.987 rel").rel == doctest::Approx(std::exp2(-10.987)));
  // Every row's bound is "exact" or has at least one clause the test understands.
  for (const auto &r : pureFunctions()) {
    const Bound p = parseBound(r.bound);
    CHECK_MESSAGE((p.exact || p.ulp >= 0 || p.abs >= 0 || p.rel >= 0), r.name << ": " << r.bound);
  }
}

} // namespace nvsim::intr::test
