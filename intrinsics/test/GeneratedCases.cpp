// Rounded arithmetic and conversion cases whose four rounding modes give four different answers,
// with the expected bits worked out by hand in the comments.
#include "intrinsics/test/GeneratedCases.h"

#include <array>
#include <cmath>
#include <limits>

namespace nvsim::intr::test {

namespace {

struct ModeCase {
  std::string_view op;
  bool isDouble;
  std::vector<uint64_t> args;
  uint64_t expect[4]; ///< rn rz rm rp
};

const float kSubF = 0x1p-140f; // a float subnormal (bits 0x200)

std::vector<ModeCase> arithCases() {
  const float eps23 = 0x1p-23f;
  const double eps52 = 0x1p-52;
  std::vector<ModeCase> v = {
      // 1 + 2^-30: below half an ulp of 1; only rp moves up. The negative case mirrors it.
      {"add", false, {f(1), f(0x1p-30f)}, {f(1), f(1), f(1), f(1 + eps23)}},
      {"add", false, {f(-1), f(-0x1p-30f)}, {f(-1), f(-1), f(-1 - eps23), f(-1)}},
      {"sub", false, {f(1), f(-0x1p-30f)}, {f(1), f(1), f(1), f(1 + eps23)}},
      {"sub", false, {f(-1), f(0x1p-30f)}, {f(-1), f(-1), f(-1 - eps23), f(-1)}},
      // (1 + 2^-23)^2 = 1 + 2^-22 + 2^-46.
      {"mul",
       false,
       {f(1 + eps23), f(1 + eps23)},
       {f(1 + 2 * eps23), f(1 + 2 * eps23), f(1 + 2 * eps23), f(1 + 3 * eps23)}},
      {"mul",
       false,
       {f(-(1 + eps23)), f(1 + eps23)},
       {f(-(1 + 2 * eps23)), f(-(1 + 2 * eps23)), f(-(1 + 3 * eps23)), f(-(1 + 2 * eps23))}},
      // 1/3 = 0x3eaaaaaa.aaa...: nearest rounds up.
      {"div", false, {f(1), f(3)}, {0x3eaaaaab, 0x3eaaaaaa, 0x3eaaaaaa, 0x3eaaaaab}},
      {"div", false, {f(-1), f(3)}, {0xbeaaaaab, 0xbeaaaaaa, 0xbeaaaaab, 0xbeaaaaaa}},
      {"rcp", false, {f(3)}, {0x3eaaaaab, 0x3eaaaaaa, 0x3eaaaaaa, 0x3eaaaaab}},
      {"rcp", false, {f(-3)}, {0xbeaaaaab, 0xbeaaaaaa, 0xbeaaaaab, 0xbeaaaaaa}},
      // sqrt(2) = 1.41421356...; 0x3fb504f3 = 1.41421353... lies below it.
      {"sqrt", false, {f(2)}, {0x3fb504f3, 0x3fb504f3, 0x3fb504f3, 0x3fb504f4}},
      {"sqrt", false, {f(-1)}, {kNanF, kNanF, kNanF, kNanF}},
      // (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24, a tie between 0x3f801000 and 0x3f801001; the addend
      // 2^-60 breaks it upward, which only a fused operation sees.
      {"fma", false, {0x3f800800, 0x3f800800, f(0x1p-60f)}, {0x3f801001, 0x3f801000, 0x3f801000, 0x3f801001}},
      // (1 + 2^-23)(1 - 2^-23) - 1 = -2^-46 exactly: zero if the product were rounded first.
      {"fma",
       false,
       {f(1 + eps23), f(1 - eps23), f(-1)},
       {f(-0x1p-46f), f(-0x1p-46f), f(-0x1p-46f), f(-0x1p-46f)}},
      // Doubles.
      {"add", true, {d(1), d(0x1p-60)}, {d(1), d(1), d(1), d(1 + eps52)}},
      {"add", true, {d(-1), d(-0x1p-60)}, {d(-1), d(-1), d(-1 - eps52), d(-1)}},
      {"sub", true, {d(1), d(-0x1p-60)}, {d(1), d(1), d(1), d(1 + eps52)}},
      {"mul",
       true,
       {d(1 + eps52), d(1 + eps52)},
       {d(1 + 2 * eps52), d(1 + 2 * eps52), d(1 + 2 * eps52), d(1 + 3 * eps52)}},
      // 1/3 = 0x3fd5555555555555.4...: nearest rounds down.
      {"div",
       true,
       {d(1), d(3)},
       {0x3fd5555555555555, 0x3fd5555555555555, 0x3fd5555555555555, 0x3fd5555555555556}},
      {"div",
       true,
       {d(-1), d(3)},
       {0xbfd5555555555555, 0xbfd5555555555555, 0xbfd5555555555556, 0xbfd5555555555555}},
      {"rcp", true, {d(3)}, {0x3fd5555555555555, 0x3fd5555555555555, 0x3fd5555555555555, 0x3fd5555555555556}},
      // sqrt(2): 0x3ff6a09e667f3bcd lies above it.
      {"sqrt",
       true,
       {d(2)},
       {0x3ff6a09e667f3bcd, 0x3ff6a09e667f3bcc, 0x3ff6a09e667f3bcc, 0x3ff6a09e667f3bcd}},
      // (1 + 2^-26)(1 + 2^-27) = 1 + 3 * 2^-27 + 2^-53: a tie, broken upward by 2^-120.
      {"fma",
       true,
       {d(1 + 0x1p-26), d(1 + 0x1p-27), d(0x1p-120)},
       {d(1 + 3 * 0x1p-27 + eps52), d(1 + 3 * 0x1p-27), d(1 + 3 * 0x1p-27), d(1 + 3 * 0x1p-27 + eps52)}},
  };
  return v;
}

/// Subnormal operands or results: kept without .ftz, flushed to +0 with it (all modes exact).
struct FtzCase {
  std::string_view op;
  std::vector<uint64_t> args;
  uint64_t plain, flushed;
};
std::vector<FtzCase> ftzCases() {
  return {
      {"add", {f(kSubF), f(0)}, f(kSubF), f(0)},
      {"sub", {f(kSubF), f(0)}, f(kSubF), f(0)},
      {"mul", {f(0x1p-70f), f(0x1p-70f)}, f(kSubF), f(0)},
      {"div", {f(kSubF), f(1)}, f(kSubF), f(0)},
      {"fma", {f(0x1p-70f), f(0x1p-70f), f(0)}, f(kSubF), f(0)},
      {"rcp", {f(0x1p127f)}, f(0x1p-127f), f(0)},
      {"sqrt", {f(kSubF)}, f(0x1p-70f), f(0)},
  };
}

} // namespace

void addRoundedArithCases(std::vector<ExactCase> &out, const ArithName &name) {
  for (const auto &c : arithCases())
    for (int mode = 0; mode < 4; ++mode)
      for (bool ftz : {false, true}) {
        if (ftz && c.isDouble)
          continue;
        const std::string n = name(c.op, mode, c.isDouble, ftz);
        if (!n.empty())
          out.push_back({n, c.args, c.expect[mode]});
      }
  for (const auto &c : ftzCases())
    for (int mode = 0; mode < 4; ++mode)
      for (bool ftz : {false, true}) {
        const std::string n = name(c.op, mode, false, ftz);
        if (!n.empty())
          out.push_back({n, c.args, ftz ? c.flushed : c.plain});
      }
}

void addConversionCases(std::vector<ExactCase> &out, const CvtName &name) {
  auto add = [&](std::string_view kind, std::vector<uint64_t> args, std::array<uint64_t, 4> expect,
                 bool ftzToo) {
    for (int mode = 0; mode < 4; ++mode)
      for (bool ftz : {false, true}) {
        if (ftz && !ftzToo)
          continue;
        const std::string n = name(kind, mode, ftz);
        if (!n.empty())
          out.push_back({n, args, expect[mode]});
      }
  };
  constexpr int64_t i32max = std::numeric_limits<int32_t>::max(),
                    i32min = std::numeric_limits<int32_t>::min();
  constexpr int64_t i64max = std::numeric_limits<int64_t>::max(),
                    i64min = std::numeric_limits<int64_t>::min();
  // float -> integer: 2.5 and -2.5 in the four directions; out of range clamps; NaN gives 0 from
  // float into 32 bits and the result's sign bit alone otherwise (as the H100 does).
  struct IntKind {
    std::string_view f, d;
    bool isSigned;
    int bits;
  };
  for (const IntKind k : {IntKind{"f2i", "d2i", true, 32}, IntKind{"f2ui", "d2ui", false, 32},
                          IntKind{"f2ll", "d2ll", true, 64}, IntKind{"f2ull", "d2ull", false, 64}}) {
    auto enc = [&](int64_t v) { return k.bits == 32 ? i32(v) : i64(v); };
    const uint64_t maxV =
        k.isSigned ? enc(k.bits == 32 ? i32max : i64max) : (k.bits == 32 ? 0xffffffffull : ~0ull);
    const uint64_t minV = k.isSigned ? enc(k.bits == 32 ? i32min : i64min) : 0;
    for (bool isDouble : {false, true}) {
      const std::string_view kind = isDouble ? k.d : k.f;
      auto val = [&](double x) { return isDouble ? d(x) : f(float(x)); };
      add(kind, {val(2.5)}, {enc(2), enc(2), enc(2), enc(3)}, !isDouble);
      if (k.isSigned)
        add(kind, {val(-2.5)}, {enc(-2), enc(-2), enc(-3), enc(-2)}, !isDouble);
      else
        add(kind, {val(-2.5)}, {0, 0, 0, 0}, !isDouble);
      const uint64_t nanV = isDouble || k.bits == 64 ? uint64_t(1) << (k.bits - 1) : 0;
      add(kind, {isDouble ? kNanD : kNanF}, {nanV, nanV, nanV, nanV}, !isDouble);
      add(kind, {val(1e30)}, {maxV, maxV, maxV, maxV}, !isDouble);
      add(kind, {val(-1e30)}, {minV, minV, minV, minV}, !isDouble);
      // A subnormal rounds up to 1 with rp, unless .ftz flushed it first.
      if (!isDouble) {
        const std::string plain = name(kind, 3, false), flushed = name(kind, 3, true);
        if (!plain.empty())
          out.push_back({plain, {f(kSubF)}, enc(1)});
        if (!flushed.empty())
          out.push_back({flushed, {f(kSubF)}, enc(0)});
      }
    }
  }
  // integer -> float: 2^24 + 1 is a tie between 2^24 and 2^24 + 2.
  add("i2f", {i32(16777217)}, {f(16777216), f(16777216), f(16777216), f(16777218)}, false);
  add("i2f", {i32(-16777217)}, {f(-16777216), f(-16777216), f(-16777218), f(-16777216)}, false);
  add("ui2f", {i32(0xffffffff)}, {f(0x1p32f), 0x4f7fffff, 0x4f7fffff, f(0x1p32f)}, false);
  add("ll2f", {i64((int64_t(1) << 62) + 1)}, {f(0x1p62f), f(0x1p62f), f(0x1p62f), 0x5e800001}, false);
  add("ll2f", {i64(-(int64_t(1) << 62) - 1)}, {f(-0x1p62f), f(-0x1p62f), 0xde800001, f(-0x1p62f)}, false);
  add("ull2f", {~0ull}, {f(0x1p64f), 0x5f7fffff, 0x5f7fffff, f(0x1p64f)}, false);
  add("i2d", {i32(-7)}, {d(-7), d(-7), d(-7), d(-7)}, false);
  add("ui2d", {i32(0xffffffff)}, {d(4294967295.0), d(4294967295.0), d(4294967295.0), d(4294967295.0)}, false);
  const double two53 = 0x1p53;
  add("ll2d", {i64((int64_t(1) << 53) + 1)}, {d(two53), d(two53), d(two53), d(two53 + 2)}, false);
  add("ll2d", {i64(-(int64_t(1) << 53) - 1)}, {d(-two53), d(-two53), d(-two53 - 2), d(-two53)}, false);
  add("ull2d", {~0ull}, {d(0x1p64), d(0x1p64 - 2048), d(0x1p64 - 2048), d(0x1p64)}, false);
  // double -> float.
  add("d2f", {d(1 + 0x1p-30)}, {f(1), f(1), f(1), 0x3f800001}, true);
  add("d2f", {d(-1 - 0x1p-30)}, {f(-1), f(-1), 0xbf800001, f(-1)}, true);
  add("d2f", {d(1e300)}, {f(INFINITY), 0x7f7fffff, 0x7f7fffff, f(INFINITY)}, true);
  for (int mode = 0; mode < 4; ++mode) {
    const uint64_t sub = f(float(0x1p-140)); // exact in float, subnormal
    if (const std::string n = name("d2f", mode, false); !n.empty())
      out.push_back({n, {d(0x1p-140)}, sub});
    if (const std::string n = name("d2f", mode, true); !n.empty())
      out.push_back({n, {d(0x1p-140)}, f(0)});
  }
}

} // namespace nvsim::intr::test
