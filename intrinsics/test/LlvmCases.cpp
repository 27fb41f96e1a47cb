// Exact cases for LLVM's intrinsics: the exact floating-point ones in half, float and double,
// the integer ones at every width, and the saturating conversions.
#include "intrinsics/test/TestSupport.h"

#include <cmath>
#include <limits>

namespace nvsim::intr::test {

namespace {

/// Encodings of the same values in the three types, for the generic float cases.
struct Vals {
  std::string_view suffix;
  uint64_t (*enc)(double);
  uint64_t nan, canon;
};
uint64_t encF(double x) { return f(float(x)); }
uint64_t encD(double x) { return d(x); }
/// Half encodings of the few values these cases use.
uint64_t encH(double x) {
  struct {
    double v;
    uint64_t bits;
  } const table[] = {{0, 0},        {-0.0, 0x8000}, {1, 0x3c00},    {-1, 0xbc00}, {2, 0x4000},
                     {-2, 0xc000},  {2.5, 0x4100},  {-2.5, 0xc100}, {3, 0x4200},  {-3, 0xc200},
                     {0.5, 0x3800}, {-0.5, 0xb800}, {0.25, 0x3400}, {4, 0x4400},  {-0.4, 0xb666},
                     {2.9, 0x41cd}, {-2.9, 0xc1cd}};
  for (const auto &e : table)
    if (e.v == x && std::signbit(e.v) == std::signbit(x))
      return e.bits;
  return ~0ull; // not in the table: a test bug
}

void addFloatCases(std::vector<ExactCase> &v, const Vals &t) {
  const std::string s(t.suffix);
  auto E = t.enc;
  auto n = [&](const char *op) { return std::string("llvm.") + op + "." + s; };
  v.insert(v.end(), {
                        {n("fabs"), {E(-2)}, E(2)},
                        {n("fabs"), {t.nan | (t.canon + 1)}, t.nan}, // canon + 1 is the sign bit
                        {n("copysign"), {E(1), E(-0.0)}, E(-1)},
                        {n("copysign"), {E(-3), E(2)}, E(3)},
                        {n("minnum"), {t.nan, E(1)}, E(1)},
                        {n("minnum"), {E(-0.0), E(0)}, E(-0.0)},
                        {n("minnum"), {E(0), E(-0.0)}, E(-0.0)},
                        {n("minnum"), {E(2), E(3)}, E(2)},
                        {n("minnum"), {t.nan, t.nan}, t.canon},
                        {n("maxnum"), {E(1), t.nan}, E(1)},
                        {n("maxnum"), {E(-0.0), E(0)}, E(0)},
                        {n("maxnum"), {E(-1), E(1)}, E(1)},
                        {n("minimum"), {t.nan, E(1)}, t.canon},
                        {n("minimum"), {E(0), E(-0.0)}, E(-0.0)},
                        {n("minimum"), {E(1), E(2)}, E(1)},
                        {n("maximum"), {E(1), t.nan}, t.canon},
                        {n("maximum"), {E(-0.0), E(0)}, E(0)},
                        {n("maximum"), {E(1), E(2)}, E(2)},
                        {n("floor"), {E(-2.5)}, E(-3)},
                        {n("floor"), {E(2.5)}, E(2)},
                        {n("ceil"), {E(-2.5)}, E(-2)},
                        {n("ceil"), {E(-0.5)}, E(-0.0)},
                        {n("trunc"), {E(-2.9)}, E(-2)},
                        {n("trunc"), {E(2.9)}, E(2)},
                        {n("round"), {E(2.5)}, E(3)},
                        {n("round"), {E(-2.5)}, E(-3)},
                        {n("round"), {E(-0.4)}, E(-0.0)},
                        {n("rint"), {E(2.5)}, E(2)},
                        {n("rint"), {E(-0.5)}, E(-0.0)},
                        {n("nearbyint"), {E(2.5)}, E(2)},
                        {n("nearbyint"), {E(-2.5)}, E(-2)},
                        {n("roundeven"), {E(2.5)}, E(2)},
                        {n("roundeven"), {E(3)}, E(3)},
                        {n("canonicalize"), {t.nan}, t.canon},
                        {n("canonicalize"), {E(-2)}, E(-2)},
                        {n("sqrt"), {E(4)}, E(2)},
                        {n("sqrt"), {E(-1)}, t.canon},
                        {n("sqrt"), {E(-0.0)}, E(-0.0)},
                        {n("fma"), {E(2), E(3), E(-2)}, E(4)},
                        {n("fmuladd"), {E(2), E(3), E(-2)}, E(4)},
                        {n("is.fpclass"), {t.nan, 1 << 1}, 1},   // quiet NaN
                        {n("is.fpclass"), {t.nan, 1 << 0}, 0},   // not signalling
                        {n("is.fpclass"), {E(-0.0), 1 << 5}, 1}, // -0
                        {n("is.fpclass"), {E(-0.0), 1 << 6}, 0}, // not +0
                        {n("is.fpclass"), {E(-2), 1 << 3}, 1},   // negative normal
                        {n("is.fpclass"), {E(2), 0x3ff & ~(1 << 8)}, 0},
                    });
}

/// ldexp, fma/fmuladd fusion, sqrt of 2 and the subnormal classes, per type.
void addTypedCases(std::vector<ExactCase> &v) {
  const float e23 = 0x1p-23f;
  const double e52 = 0x1p-52;
  v.insert(v.end(), {
                        // (1 + 2^-23)(1 - 2^-23) - 1 = -2^-46, zero unless fused.
                        {"llvm.fma.f32", {f(1 + e23), f(1 - e23), f(-1)}, f(-0x1p-46f)},
                        {"llvm.fmuladd.f32", {f(1 + e23), f(1 - e23), f(-1)}, f(-0x1p-46f)},
                        {"llvm.fmuladd.f64", {d(1 + e52), d(1 - e52), d(-1)}, d(-0x1p-104)},
                        {"llvm.fma.f64", {d(1 + e52), d(1 - e52), d(-1)}, d(-0x1p-104)},
                        // Half: (1 + 2^-10)(1 - 2^-10) - 1 = -2^-20, a subnormal (0x8010).
                        {"llvm.fma.f16", {0x3c01, 0x3bfe, 0xbc00}, 0x8010},
                        {"llvm.fmuladd.f16", {0x3c01, 0x3bfe, 0xbc00}, 0x8010},
                        {"llvm.sqrt.f32", {f(2)}, 0x3fb504f3},
                        {"llvm.sqrt.f64", {d(2)}, 0x3ff6a09e667f3bcd},
                        {"llvm.sqrt.f16", {0x4000}, 0x3da8},
                        {"llvm.ldexp.f32.i32", {f(1), i32(-149)}, 1},
                        {"llvm.ldexp.f32.i32", {f(1.5), i32(-149)}, 2}, // tie to even
                        {"llvm.ldexp.f32.i32", {f(1), i32(128)}, f(INFINITY)},
                        {"llvm.ldexp.f64.i32", {d(1), i32(1024)}, d(INFINITY)},
                        {"llvm.ldexp.f64.i32", {d(1), i32(-1074)}, 1},
                        {"llvm.ldexp.f16.i32", {0x3c00, i32(-24)}, 1},
                        {"llvm.ldexp.f16.i32", {0x3c00, i32(100000)}, 0x7c00},
                        {"llvm.is.fpclass.f32", {1, 1 << 7}, 1},          // +subnormal
                        {"llvm.is.fpclass.f32", {0x7f800001, 1 << 0}, 1}, // signalling NaN
                        {"llvm.is.fpclass.f32", {0xff800000, 1 << 2}, 1}, // -inf
                        {"llvm.is.fpclass.f64", {0x7ff0000000000000, 1 << 9}, 1},
                        {"llvm.is.fpclass.f16", {0x0001, 1 << 7}, 1},
                        {"llvm.is.fpclass.f16", {0x0400, 1 << 8}, 1}, // smallest normal
                        {"llvm.convert.to.fp16.f32", {f(1)}, 0x3c00},
                        {"llvm.convert.to.fp16.f32", {f(65520)}, 0x7c00},
                        {"llvm.convert.to.fp16.f32", {f(0x1p-25f)}, 0}, // tie with 0: even
                        {"llvm.convert.to.fp16.f32", {f(0x1.8p-25f)}, 1},
                        {"llvm.convert.to.fp16.f64", {d(1.0 / 3)}, 0x3555},
                        {"llvm.convert.from.fp16.f32", {0x3555}, f(0.333251953125f)},
                        {"llvm.convert.from.fp16.f32", {0x0001}, f(0x1p-24f)},
                        {"llvm.convert.from.fp16.f64", {0x7c00}, d(INFINITY)},
                        {"llvm.convert.from.fp16.f64", {0xfbff}, d(-65504)},
                    });
}

/// fptosi.sat / fptoui.sat: truncation, NaN to 0 (LLVM's definition), infinities clamp.
void addSatCases(std::vector<ExactCase> &v) {
  struct Int {
    const char *name;
    int bits;
  };
  for (const Int it : {Int{"i8", 8}, Int{"i16", 16}, Int{"i32", 32}, Int{"i64", 64}}) {
    const uint64_t mask = it.bits == 64 ? ~0ull : (1ull << it.bits) - 1;
    const uint64_t smax = mask >> 1, smin = (smax + 1) & mask, umax = mask;
    struct Fp {
      const char *name;
      uint64_t pinf, ninf, nan, p29, m29;
    };
    for (const Fp fp : {Fp{"f16", 0x7c00, 0xfc00, 0x7e00, 0x41cd, 0xc1cd},
                        Fp{"f32", f(INFINITY), f(-INFINITY), kNanF, f(2.9f), f(-2.9f)},
                        Fp{"f64", d(INFINITY), d(-INFINITY), kNanD, d(2.9), d(-2.9)}}) {
      const std::string s = std::string("llvm.fptosi.sat.") + it.name + "." + fp.name;
      const std::string u = std::string("llvm.fptoui.sat.") + it.name + "." + fp.name;
      v.insert(v.end(), {{s, {fp.pinf}, smax},
                         {s, {fp.ninf}, smin},
                         {s, {fp.nan}, 0},
                         {s, {fp.m29}, uint64_t(-2) & mask},
                         {u, {fp.pinf}, umax},
                         {u, {fp.ninf}, 0},
                         {u, {fp.nan}, 0}, // not cvt's sign bit, even from f64 or into i64
                         {u, {fp.p29}, 2}});
    }
  }
  for (const char *t : {"i32", "i64"}) {
    const bool is64 = t[1] == '6';
    auto enc = [&](int64_t x) { return is64 ? i64(x) : i32(x); };
    for (const char *fp : {"f32", "f64"}) {
      const bool isD = fp[1] == '6';
      auto val = [&](double x) { return isD ? d(x) : f(float(x)); };
      const std::string suffix = std::string(".") + t + "." + fp;
      v.push_back({"llvm.lround" + suffix, {val(2.5)}, enc(3)});
      v.push_back({"llvm.lround" + suffix, {val(-2.5)}, enc(-3)});
      v.push_back({"llvm.lrint" + suffix, {val(2.5)}, enc(2)});
      v.push_back({"llvm.lrint" + suffix, {val(-3.5)}, enc(-4)});
      // NaN: what cvt from the source type gives, 0 only from float into 32 bits.
      v.push_back({"llvm.lrint" + suffix,
                   {isD ? kNanD : kNanF},
                   !isD && !is64 ? 0 : enc(is64 ? INT64_MIN : INT32_MIN)});
      if (is64) {
        v.push_back({"llvm.llround" + suffix, {val(0.5)}, enc(1)});
        v.push_back({"llvm.llrint" + suffix, {val(0.5)}, enc(0)});
        v.push_back({"llvm.llrint" + suffix, {val(1e30)}, enc(INT64_MAX)});
      }
    }
  }
}

/// The integer intrinsics at one width, with the answers written in terms of the width.
void addIntCases(std::vector<ExactCase> &v, int bits) {
  const std::string w = "i" + std::to_string(bits);
  const uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  const uint64_t smax = mask >> 1, smin = smax + 1;
  auto n = [&](const char *op) { return std::string("llvm.") + op + "." + w; };
  const uint64_t neg5 = uint64_t(-5) & mask, neg1 = mask;
  v.insert(
      v.end(),
      {
          {n("ctpop"), {mask}, uint64_t(bits)},
          {n("ctpop"), {5}, 2},
          {n("ctlz"), {0, 0}, uint64_t(bits)},
          {n("ctlz"), {0, 1}, uint64_t(bits)}, // is_zero_poison: still the width
          {n("ctlz"), {1, 0}, uint64_t(bits - 1)},
          {n("ctlz"), {smin, 1}, 0},
          {n("cttz"), {0, 0}, uint64_t(bits)},
          {n("cttz"), {8, 1}, 3},
          {n("cttz"), {smin, 0}, uint64_t(bits - 1)},
          {n("bitreverse"), {1}, smin},
          {n("bitreverse"), {3}, smin | (smin >> 1)},
          {n("abs"), {neg5, 0}, 5},
          {n("abs"), {smin, 0}, smin},
          {n("abs"), {7, 1}, 7},
          {n("smin"), {neg1, 1}, neg1},
          {n("smax"), {neg1, 1}, 1},
          {n("umin"), {neg1, 1}, 1},
          {n("umax"), {neg1, 1}, neg1},
          {n("sadd.sat"), {smax, 1}, smax},
          {n("sadd.sat"), {smin, neg1}, smin},
          {n("sadd.sat"), {neg5, 3}, uint64_t(-2) & mask},
          {n("uadd.sat"), {neg1, 1}, mask},
          {n("uadd.sat"), {2, 3}, 5},
          {n("ssub.sat"), {smin, 1}, smin},
          {n("ssub.sat"), {smax, neg1}, smax},
          {n("ssub.sat"), {3, 5}, uint64_t(-2) & mask},
          {n("usub.sat"), {1, 2}, 0},
          {n("usub.sat"), {5, 2}, 3},
          {n("sshl.sat"), {smin >> 1, 1}, smax}, // 2^(w-2) << 1 overflows to +
          {n("sshl.sat"), {smin | (smin >> 1), 1}, smin},
          {n("sshl.sat"), {neg1, 1}, uint64_t(-2) & mask},
          {n("sshl.sat"), {3, 2}, 12},
          {n("ushl.sat"), {smin, 1}, mask},
          {n("ushl.sat"), {3, 2}, 12},
          {n("ushl.sat"), {0, uint64_t(bits)}, 0},
          // Funnel shifts: the amount is taken modulo the width.
          {n("fshl"), {0x12 & mask, 0x34 & mask, 4}, uint64_t(bits == 8 ? 0x23 : 0x120)},
          {n("fshl"), {0x12 & mask, 0x34 & mask, uint64_t(bits + 4)}, uint64_t(bits == 8 ? 0x23 : 0x120)},
          {n("fshl"), {1, smin, 0}, 1},
          {n("fshr"), {1, smin, 1}, smin | (smin >> 1)},
          {n("fshr"), {1, 2, uint64_t(bits)}, 2},
      });
  if (bits >= 16) {
    const uint64_t in = 0x0102030405060708ull & mask;
    const uint64_t out = bits == 16 ? 0x0807 : bits == 32 ? 0x08070605 : 0x0807060504030201ull;
    v.push_back({n("bswap"), {in}, out});
  }
}

/// The same intrinsics at i1, by their truth tables: as a signed value 1 is -1, a funnel shift's
/// amount is taken modulo 1, and the saturating operations saturate to -1 and 0 (signed) or 1 and 0.
void addI1Cases(std::vector<ExactCase> &v) {
  v.insert(
      v.end(),
      {
          {"llvm.bitreverse.i1", {0}, 0},  {"llvm.bitreverse.i1", {1}, 1},
          {"llvm.ctpop.i1", {0}, 0},       {"llvm.ctpop.i1", {1}, 1},
          {"llvm.ctlz.i1", {0, 0}, 1},     {"llvm.ctlz.i1", {1, 0}, 0},
          {"llvm.cttz.i1", {0, 1}, 1},     {"llvm.cttz.i1", {1, 0}, 0},
          {"llvm.abs.i1", {1, 0}, 1}, // INT_MIN stays INT_MIN
          {"llvm.abs.i1", {0, 0}, 0},      {"llvm.fshl.i1", {1, 0, 1}, 1},
          {"llvm.fshl.i1", {0, 1, 0}, 0},  {"llvm.fshr.i1", {1, 0, 1}, 0},
          {"llvm.fshr.i1", {0, 1, 1}, 1},  {"llvm.smin.i1", {1, 0}, 1}, // -1 < 0
          {"llvm.smin.i1", {0, 0}, 0},     {"llvm.smax.i1", {1, 0}, 0},
          {"llvm.smax.i1", {1, 1}, 1},     {"llvm.umin.i1", {1, 0}, 0},
          {"llvm.umax.i1", {1, 0}, 1},     {"llvm.sadd.sat.i1", {1, 1}, 1}, // -1 + -1 = -2 saturates to -1
          {"llvm.sadd.sat.i1", {0, 0}, 0}, {"llvm.ssub.sat.i1", {0, 1}, 0}, // 0 - -1 = 1 saturates to 0
          {"llvm.ssub.sat.i1", {1, 0}, 1}, {"llvm.uadd.sat.i1", {1, 1}, 1},
          {"llvm.usub.sat.i1", {0, 1}, 0}, {"llvm.usub.sat.i1", {1, 0}, 1},
          {"llvm.sshl.sat.i1", {1, 1}, 1}, {"llvm.sshl.sat.i1", {0, 1}, 0},
          {"llvm.ushl.sat.i1", {1, 1}, 1}, {"llvm.ushl.sat.i1", {0, 0}, 0},
      });
}

std::vector<ExactCase> build() {
  std::vector<ExactCase> v;
  addFloatCases(v, {"f32", encF, 0x7fc00000, kNanF});
  addFloatCases(v, {"f64", encD, 0x7ff8000000000000, kNanD});
  addFloatCases(v, {"f16", encH, 0x7e00, kNanH});
  addTypedCases(v);
  addSatCases(v);
  for (int bits : {8, 16, 32, 64})
    addIntCases(v, bits);
  addI1Cases(v);
  return v;
}

} // namespace

std::vector<ExactCase> llvmExactCases() { return build(); }

} // namespace nvsim::intr::test
